import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

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

/** Open dialogs, innermost last: only the top one answers keys and keeps Tab inside. */
const openStack: symbol[] = [];
/**
 * The page's own overflow, kept by the first dialog to open and put back by the last to close:
 * a form and a modal opened from it can close in one render, in either order, and the page
 * must not stay locked.
 */
let pageOverflow = '';

/** What can take focus inside `root`, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Tab and Shift+Tab go round inside `root`; from outside they enter at either end. */
function cycle(root: HTMLElement, event: KeyboardEvent) {
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
}

/**
 * The page beside a dialog's branch of the document made inert while the dialog is open: not
 * clickable, not focusable, not read, in every browser and to every checker (`aria-modal` says
 * so to assistive technology only). The page's alerts stay live: their Atsaukt shows above a
 * dialog drawn in place. Gives back a function that undoes exactly what it did.
 */
function inertOthers(root: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: Element = root; node.parentElement && node !== document.body;) {
    const parent: HTMLElement = node.parentElement;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.matches('[data-alert-scope], script, style, link, template')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = parent;
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

export interface FocusTrapOptions {
  /** Whether the dialog is open; a closed one traps nothing. */
  active?: boolean;
  /** Where focus goes on open; the dialog itself when this gives nothing. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Keys other than Tab, while this is the innermost open dialog. */
  onKey?: (event: KeyboardEvent) => void;
  /** Runs when the dialog goes; without it focus returns to what had it on open. */
  onLeave?: () => void;
  /** Listen for keys before the page does (a modal over other key handlers). */
  capture?: boolean;
}

/**
 * The focus rules of a modal dialog: focus moves in on open, Tab and Shift+Tab cycle inside,
 * focus that escapes by other means (a click on the page behind, a screen reader's virtual
 * cursor) is brought back, the page behind is inert and does not scroll, and focus returns
 * when it closes.
 * Dialogs nest: one opened over another keeps its own focus and keys until it closes.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: FocusTrapOptions = {}) {
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const { active = true, capture = false } = options;

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const me = Symbol('dialog');
    if (openStack.length === 0) pageOverflow = document.body.style.overflow;
    openStack.push(me);
    (optionsRef.current.initialFocus?.() ?? root).focus();
    const restorePage = inertOthers(root);
    document.body.style.overflow = 'hidden';
    const onTop = () => openStack.at(-1) === me;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!onTop() || event.defaultPrevented) return;
      if (event.key === 'Tab') cycle(root, event);
      else optionsRef.current.onKey?.(event);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (onTop() && target && !root.contains(target)) root.focus();
    };
    document.addEventListener('keydown', onKeyDown, capture);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, capture);
      document.removeEventListener('focusin', onFocusIn);
      const at = openStack.lastIndexOf(me);
      if (at >= 0) openStack.splice(at, 1);
      if (openStack.length === 0) document.body.style.overflow = pageOverflow;
      // First: focus cannot return into an inert page.
      restorePage();
      const { onLeave } = optionsRef.current;
      if (onLeave) onLeave();
      else if (opener?.isConnected) opener.focus();
    };
  }, [ref, active, capture]);
}
