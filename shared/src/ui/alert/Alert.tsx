import { useEffect, useRef } from 'react';
import { useAlertStore, type AlertItem } from './alert-store';
import styles from './alert.module.css';

/** Whether the visitor's last input was a key rather than a pointer. */
let keyboardLast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboardLast = true), true);
  document.addEventListener('pointerdown', () => (keyboardLast = false), true);
}

/**
 * A delete takes away the button that asked for it, and a keyboard user's focus falls to the
 * page, far from the alert's Atsaukt: while the alert shows, focus that is lost goes to its
 * action (where the alert then waits). Pointer users are left where they are.
 */
function useCatchLostFocus(action: { current: HTMLButtonElement | null }, active: boolean) {
  useEffect(() => {
    if (!active || !keyboardLast) return undefined;
    const lost = () => {
      const focused = document.activeElement;
      return !focused || focused === document.body;
    };
    if (lost()) {
      action.current?.focus();
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (!lost()) return;
      observer.disconnect();
      action.current?.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [action, active]);
}

/** A dismissible success or danger message (docs/product.md#states, #messages). */
export function Alert({ alert }: { alert: AlertItem }) {
  const dismiss = useAlertStore((s) => s.dismissAlert);
  const setPaused = useAlertStore((s) => s.setPaused);
  const actionRef = useRef<HTMLButtonElement>(null);
  useCatchLostFocus(actionRef, Boolean(alert.action));
  return (
    <div
      className={`${styles.alert} ${alert.kind === 'success' ? styles.success : styles.danger}`}
      role={alert.kind === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(alert.id, true)}
      onMouseLeave={() => setPaused(alert.id, false)}
      onFocus={() => setPaused(alert.id, true)}
      onBlur={() => setPaused(alert.id, false)}
    >
      <span className={styles.message}>{alert.message}</span>
      {alert.action ? (
        <button
          ref={actionRef}
          type="button"
          className={styles.action}
          onClick={() => {
            dismiss(alert.id);
            alert.action!.run();
          }}
        >
          {alert.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.close}
        aria-label="Aizvērt paziņojumu"
        onClick={() => dismiss(alert.id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Renders the alerts of one scope ('page', or an open modal's). The countdown runs in the
 * store (one 1-second clock for the whole site), not here. The wrapper stays mounted while
 * empty so screen readers already watch it when a message arrives.
 */
export function AlertList({ scope = 'page' }: { scope?: string }) {
  const alerts = useAlertStore((s) => s.alerts);
  const mine = alerts.filter((a) => a.scope === scope);
  return (
    <div
      className={scope === 'page' ? styles.pageList : styles.list}
      data-alert-scope={scope}
      aria-live="polite"
    >
      {mine.map((a) => (
        <Alert key={a.id} alert={a} />
      ))}
    </div>
  );
}
