import type { Gallery, GalleryImage, Paging, DeletedResponse } from '@koris/shared/types';
import { api, getJson } from './client';
import { toFormData } from './form-data';
import { formResourceCalls } from './form-resource';
import { staffView } from './staff-view';
import { resource } from './resource';
import { fetchWithUploadProgress } from './on-demand';
import type { UploadOptions } from './upload-progress';

export interface GalleryFields {
  title: string;
  description?: string | null;
  order?: number | string | null;
  event_id?: number | string | null;
  image?: File | null;
  /** A draft: seen only by staff in edit mode. */
  draft?: boolean;
  /** Riga local time (YYYY-MM-DDTHH:MM) it goes out at; '' at once. */
  publish_at?: string | null;
}

const gallery = formResourceCalls<Gallery, GalleryFields>('galleries');

export const getGalleries = (paging?: Paging) =>
  getJson<Gallery[]>('galleries', { ...paging, ...staffView() });
export const getGallery = gallery.get;
export const createGallery = gallery.create;
export const updateGallery = gallery.update;
export const deleteGallery = gallery.remove;

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
export const deleteGalleryImage = (galleryId: number, imageId: number) =>
  api.delete(`galleries/${galleryId}/images/${imageId}`).json<DeletedResponse>();
