import { useCallback, useEffect, useRef, useState } from 'react';
import { getVersions, HISTORY_PAGE_SIZE, restoreVersion } from '@koris/shared/api';
import type { RestoredResponse, Version, VersionKind } from '@koris/shared/types';
import { pushSuccess } from '../alert/alert-store';
import { formatDateTime } from '../format';
import { Loader } from '../loader/Loader';
import { Modal } from '../modal/Modal';
import { notifyError } from '../notify';
import styles from './versions.module.css';

export interface VersionsProps {
  kind: VersionKind;
  itemId: number;
  /**
   * Called after a version is made current, with the API's answer: re-read the item and show
   * it. A rejection is shown as a danger alert (the restore itself has happened).
   */
  onRestored: (restored: RestoredResponse) => void | Promise<void>;
}

export interface VersionsButtonProps extends VersionsProps {
  /** What the versions are of (an item's title, a text's label): named in the list's title. */
  label?: string;
  className?: string;
}

/** A summary can be empty (a system text that was blank): it still needs a name. */
const EMPTY_SUMMARY = '(tukšs)';
const summaryOf = (version: Version) => version.summary.trim() || EMPTY_SUMMARY;

type Status = 'loading' | 'ready' | 'failed';

/**
 * An item's earlier versions, newest first, a page at a time ("Rādīt vairāk" while the last
 * page came full): who replaced each and when, its first words, and Atjaunot, which makes it
 * current, says "Atjaunots" and hands the answer to `onRestored`.
 */
export function VersionList({ kind, itemId, onRestored }: VersionsProps) {
  const [versions, setVersions] = useState<Version[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [more, setMore] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // Answers for an item this list no longer shows, or after it is gone, are dropped.
  const generation = useRef(0);

  const loadPage = useCallback(
    async (skip: number) => {
      const asked = generation.current;
      setStatus('loading');
      try {
        const page = await getVersions(kind, itemId, { skip, take: HISTORY_PAGE_SIZE });
        if (asked !== generation.current) return;
        setVersions((shown) => (skip === 0 ? page : [...shown, ...page]));
        // A short page is the last one; a full one may have more behind it.
        setMore(page.length === HISTORY_PAGE_SIZE);
        setStatus('ready');
        // A keyboard or screen reader user goes on from the first version just loaded.
        if (skip > 0 && page.length > 0) focusFrom.current = skip;
      } catch (error) {
        if (asked !== generation.current) return;
        notifyError(error);
        setStatus('failed');
      }
    },
    [kind, itemId],
  );

  useEffect(() => {
    generation.current += 1;
    setVersions([]);
    void loadPage(0);
    return () => {
      generation.current += 1;
    };
  }, [loadPage]);

  useEffect(() => {
    const at = focusFrom.current;
    if (at === null) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-version-restore]')[at]?.focus();
  }, [versions]);

  const restore = async (version: Version) => {
    if (restoring !== null) return;
    setRestoring(version.id);
    let restored: RestoredResponse;
    try {
      restored = await restoreVersion(version.id);
    } catch (error) {
      notifyError(error);
      setRestoring(null);
      return;
    }
    pushSuccess(restored.message);
    try {
      await onRestored(restored);
    } catch (error) {
      notifyError(error);
    } finally {
      setRestoring(null);
    }
  };

  const loading = status === 'loading';
  return (
    <div className={styles.versions}>
      {versions.length > 0 ? (
        <>
          <p className={styles.hint}>Pie katras versijas: kas to aizstāja ar jaunāku un kad.</p>
          <ol ref={listRef} className={styles.list} aria-label="Agrākās versijas">
            {versions.map((version) => {
              const summary = summaryOf(version);
              return (
                <li key={version.id} className={styles.item}>
                  <div className={styles.text}>
                    <p className={styles.meta}>
                      {`${version.user_name}, ${formatDateTime(version.created_at)}`}
                    </p>
                    <p className={styles.summary}>{summary}</p>
                  </div>
                  <button
                    type="button"
                    className="k-btn"
                    data-version-restore=""
                    aria-label={`Atjaunot versiju: ${summary}`}
                    disabled={restoring !== null}
                    onClick={() => void restore(version)}
                  >
                    Atjaunot
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      {status === 'ready' && versions.length === 0 ? (
        <p className={styles.empty}>Agrāku versiju nav.</p>
      ) : null}
      {loading ? <Loader /> : null}
      {status === 'failed' ? (
        <p className={styles.actions}>
          <button type="button" className="k-btn" onClick={() => void loadPage(versions.length)}>
            Mēģināt vēlreiz
          </button>
        </p>
      ) : null}
      {status === 'ready' && more ? (
        <p className={styles.actions}>
          <button type="button" className="k-btn" onClick={() => void loadPage(versions.length)}>
            Rādīt vairāk
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Versijas: a button for an edit modal's footer that opens the item's earlier versions in a
 * modal of their own. On a phone that modal fills the screen with the list alone, and the
 * form beneath keeps what was typed until a version is restored. After a restore
 * `onRestored` shows the restored item (the caller may close its form too), then the list
 * closes.
 */
export function VersionsButton({
  kind,
  itemId,
  label,
  className,
  onRestored,
}: VersionsButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  // Closed only once the restored item is shown: if re-reading it fails, the message shows
  // in this list, where the staff member is looking.
  const restored = async (answer: RestoredResponse) => {
    await onRestored(answer);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={`k-btn ${styles.button} ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Versijas
      </button>
      <Modal
        open={open}
        size="medium"
        title={label ? `Versijas: ${label}` : 'Versijas'}
        onClose={close}
        footer={
          <button type="button" className="k-btn" onClick={close}>
            Aizvērt
          </button>
        }
      >
        <VersionList kind={kind} itemId={itemId} onRestored={restored} />
      </Modal>
    </>
  );
}
