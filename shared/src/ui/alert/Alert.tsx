import { useEffect } from 'react';
import { useAlertStore, type AlertItem } from './alert-store';
import styles from './alert.module.css';

export function Alert({ alert }: { alert: AlertItem }) {
  const dismiss = useAlertStore((s) => s.dismissAlert);
  return (
    <div
      className={`${styles.alert} ${alert.kind === 'success' ? styles.success : styles.danger}`}
      role={alert.kind === 'danger' ? 'alert' : 'status'}
    >
      <span className={styles.message}>{alert.message}</span>
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

/** Renders the alerts of one scope and runs the 1-second tick while any are shown. */
export function AlertList({ scope = 'page' }: { scope?: string }) {
  const alerts = useAlertStore((s) => s.alerts);
  const tick = useAlertStore((s) => s.tick);
  const mine = alerts.filter((a) => a.scope === scope);
  const hasAny = mine.length > 0;
  useEffect(() => {
    if (!hasAny) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [hasAny, tick]);
  if (!hasAny) return null;
  return (
    <div className={scope === 'page' ? styles.pageList : styles.list}>
      {mine.map((a) => (
        <Alert key={a.id} alert={a} />
      ))}
    </div>
  );
}
