import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAlertStore } from '../alert/alert-store';
import { AlertList } from '../alert/Alert';
import styles from './modal.module.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open modals, innermost last: only the top one answers Escape and keeps Tab inside. */
const openStack: string[] = [];
/**
 * The page's own overflow, kept by the first modal to open and put back by the last to close:
 * a form and a modal opened from it can close in one render, in either order, and the page
 * must not stay locked.
 */
let pageOverflow = '';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

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
 * An accessible large modal (SPEC §9 "Modal size large"): a dialog labelled by its title,
 * focus moved inside on open (the first field of the body, else the dialog itself) and kept
 * inside, Escape and the × button close it, focus returns to the element that opened it.
 * Alerts raised while it is open show inside it (SPEC §2). On a phone it fills the screen.
 */
export function Modal({ open, title, onClose, children, footer, size = 'large' }: ModalProps) {
  const titleId = useId();
  const scope = `modal-${titleId}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { openScope, closeScope } = useAlertStore.getState();
    openScope(scope);
    if (openStack.length === 0) pageOverflow = document.body.style.overflow;
    openStack.push(scope);
    const dialog = dialogRef.current;
    const firstInBody = bodyRef.current ? focusables(bodyRef.current)[0] : undefined;
    (firstInBody ?? dialog)?.focus();
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack.at(-1) !== scope || !dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!dialog.contains(active) || active === dialog) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes by other means (a click on the page behind, a screen reader's
    // virtual cursor) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (openStack.at(-1) !== scope || !dialog) return;
      const target = event.target as Node | null;
      if (target && !dialog.contains(target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const at = openStack.lastIndexOf(scope);
      if (at >= 0) openStack.splice(at, 1);
      if (openStack.length === 0) document.body.style.overflow = pageOverflow;
      closeScope(scope);
      if (opener?.isConnected) opener.focus();
    };
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
