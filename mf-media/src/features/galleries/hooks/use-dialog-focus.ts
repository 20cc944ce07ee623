import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Inside another modal dialog (a form or a confirmation opened over this one). */
const inOtherDialog = (root: HTMLElement, node: Node | null) => {
  const element = node instanceof Element ? node : node?.parentElement;
  const dialog = element?.closest('[aria-modal="true"]');
  return !!dialog && dialog !== root && !root.contains(dialog);
};

export interface DialogFocusOptions {
  /** Keys for the dialog itself (arrows …), only while focus is inside it. */
  onKey: (event: KeyboardEvent) => void;
  /** Runs when the dialog goes: where focus returns. */
  onLeave: () => void;
}

/**
 * The focus rules of a full-screen dialog that is not the shared `Modal` (the slideshow):
 * focus moves in on open, Tab and Shift+Tab cycle inside, focus that escapes is brought back,
 * the page behind does not scroll, and `onLeave` returns focus when it closes. A shared
 * `Modal` opened over it (add images, delete confirmation) keeps its own focus: keys and
 * focus inside another modal dialog are left alone.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, options: DialogFocusOptions) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    root.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const ours = !!target && (root.contains(target) || target === document.body);
      if (!ours || event.defaultPrevented) return;
      if (event.key !== 'Tab') {
        optionsRef.current.onKey(event);
        return;
      }
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (!root.contains(active) || active === root) {
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
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (!target || root.contains(target) || inOtherDialog(root, target)) return;
      root.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      optionsRef.current.onLeave();
    };
  }, [ref]);
}
