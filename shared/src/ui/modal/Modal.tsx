import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAlertStore } from '../alert/alert-store';
import { AlertList } from '../alert/Alert';
import { focusables, useFocusTrap } from '../focus-trap/use-focus-trap';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons (Save, Close …). */
  footer?: ReactNode;
  size?: 'large' | 'medium';
}

/**
 * An accessible large modal (docs/product.md#constants "Modal size large"): a dialog labelled by its title,
 * focus moved inside on open (the first field of the body, else the dialog itself) and kept
 * inside, Escape and the × button close it, focus returns to the element that opened it.
 * Alerts raised while it is open show inside it (docs/product.md#pages). On a phone it fills the screen.
 */
export function Modal({ open, title, onClose, children, footer, size = 'large' }: ModalProps) {
  const titleId = useId();
  const scope = `modal-${titleId}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useFocusTrap(dialogRef, {
    active: open,
    capture: true,
    initialFocus: () => (bodyRef.current ? focusables(bodyRef.current)[0] : undefined),
    onKey: (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onClose();
    },
  });

  // Alerts raised while it is open show inside it.
  useEffect(() => {
    if (!open) return undefined;
    const { openScope, closeScope } = useAlertStore.getState();
    openScope(scope);
    return () => closeScope(scope);
  }, [open, scope]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'large' ? styles.large : styles.medium}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Plain divs: a <header>/<footer> here would read as a second page banner/contentinfo. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.x} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body}>
          <AlertList scope={scope} />
          <div ref={bodyRef}>{children}</div>
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
