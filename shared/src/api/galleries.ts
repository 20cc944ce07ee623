import type { Gallery, GalleryImage, Paging, DeletedResponse } from '@koris/shared/types';
import { api } from './client';
import { toFormData, withOverridePut } from './form-data';
import { resource } from './resource';
import { fetchWithUploadProgress, type UploadOptions } from './upload-progress';

export interface GalleryFields {
  title: string;
  description?: string | null;
  order?: number | string | null;
  event_id?: number | string | null;
  image?: File | null;
}

const toForm = (fields: GalleryFields) => toFormData(fields);

export const getGalleries = (paging?: Paging) =>
  api.get('galleries', { searchParams: paging ? { ...paging } : undefined }).json<Gallery[]>();
export const getGallery = (id: number | string) => api.get(`galleries/${id}`).json<Gallery>();

export type OpenGallery = Gallery & { images: GalleryImage[] };

/**
 * One gallery with its images: what its page shows and what the shell's server writes into
 * that page's head (its picture, its structured data), read once for both. A gallery the server
 * could not get (an unknown id) does not stop the page's render: the browser asks for it and
 * shows the message.
 */
export const galleryResource = (id: string) =>
  resource(
    `media:gallery:${id}`,
    // The id as the address gave it, kept one path segment (a `?` in it is no query).
    () =>
      getGallery(encodeURIComponent(id)).then((gallery): OpenGallery => ({
        ...gallery,
        images: gallery.images ?? [],
      })),
    true,
  );
export const createGallery = (fields: GalleryFields) =>
  api.post('galleries', { body: toForm(fields) }).json<Gallery>();
export const updateGallery = (id: number, fields: GalleryFields) =>
  api.post(`galleries/${id}`, { body: withOverridePut(toForm(fields)) }).json<Gallery>();
/** `images[0..n]` in one request; `onUploadProgress` reports the bytes sent. */
export const addGalleryImages = (
  id: number,
  images: File[],
  { onUploadProgress, signal }: UploadOptions = {},
) =>
  api
    .post(`galleries/${id}`, {
      body: toFormData({ images }),
      signal,
      ...(onUploadProgress ? { fetch: fetchWithUploadProgress(onUploadProgress) } : {}),
    })
    .json<Gallery>();
export const deleteGallery = (id: number) => api.delete(`galleries/${id}`).json<DeletedResponse>();
export const deleteGalleryImage = (galleryId: number, imageId: number) =>
  api.delete(`galleries/${galleryId}/images/${imageId}`).json<DeletedResponse>();
