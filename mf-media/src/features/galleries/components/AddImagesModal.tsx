import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addGalleryImages, type UploadProgress } from '@koris/shared/api';
import type { Gallery } from '@koris/shared/types';
import { ImageInput, Modal, notifyError, pushSuccess } from '@koris/shared/ui';
import { formatBytes } from '../api/format-bytes';
import styles from './galleries.module.css';

export interface AddImagesModalProps {
  gallery: Gallery;
  onClose: () => void;
  /** The gallery as the server returns it, with every image. */
  onSaved: (gallery: Gallery) => void;
}

/**
 * Adds many images at once: `images[0..n]` in one request (docs/product.md#calls), with a progress bar of
 * the bytes sent. On an error the modal stays open with the chosen files and the message
 * shows inside it (413: "Image too large!"). Closing during the upload cancels it.
 */
export function AddImagesModal({ gallery, onClose, onSaved }: AddImagesModalProps) {
  const formId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Leaving the modal (Close, Escape, ×) during an upload cancels it.
  useEffect(() => () => upload.current?.abort(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.current || files.length === 0) return;
    const controller = new AbortController();
    upload.current = controller;
    const total = files.reduce((sum, file) => sum + file.size, 0);
    setProgress({ loaded: 0, total, percent: 0 });
    try {
      const saved = await addGalleryImages(gallery.id, files, {
        signal: controller.signal,
        onUploadProgress: (next) => {
          if (!controller.signal.aborted) setProgress(next);
        },
      });
      upload.current = null;
      pushSuccess('Image added');
      onSaved(saved);
      onClose();
    } catch (error) {
      upload.current = null;
      // Cancelled by the visitor: nothing to report.
      if (controller.signal.aborted) return;
      notifyError(error);
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  const chosenBytes = files.reduce((sum, file) => sum + file.size, 0);

  return (
    <Modal
      open
      title="Add Images"
      onClose={onClose}
      footer={
        <>
          <button
            type="submit"
            form={formId}
            className="k-btn k-btn-primary"
            disabled={uploading || files.length === 0}
          >
            Save
          </button>
          <button type="button" className="k-btn" onClick={onClose}>
            {uploading ? 'Cancel' : 'Close'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className={styles.form}>
        <p className={styles.hint}>Galerija: {gallery.title}</p>
        <ImageInput label="Images" multiple disabled={uploading} onChange={setFiles} />
        {files.length > 0 ? (
          <p className={styles.hint}>
            Izvēlēti attēli: {files.length} ({formatBytes(chosenBytes)})
          </p>
        ) : null}
        {progress ? (
          <div className={styles.progress}>
            <progress
              aria-label="Augšupielāde"
              max={Math.max(progress.total, 1)}
              value={progress.loaded}
            />
            <p className={styles.progressText} aria-live="polite">
              Nosūtīti {formatBytes(progress.loaded)} no {formatBytes(progress.total)} (
              {Math.round(progress.percent * 100)} %)
            </p>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
