import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@koris/shared/auth';
import { paths } from '../config/paths';
import { RemoteMount } from '../remotes/RemoteMount';
import { prefetchRemoteModule } from '../remotes/registry';
import styles from './header.module.css';

const ACCOUNT_MODAL = 'mf_account/AccountModal' as const;

/** Home header: the login button (opens mf_account's modal) and the EN / LV links. */
export function Header() {
  const [open, setOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  return (
    <header className={styles.header}>
      <nav aria-label="Valoda" className={styles.langs}>
        <Link to={paths.english} hrefLang="en" lang="en">
          EN
        </Link>
        <Link to={paths.home} hrefLang="lv" lang="lv">
          LV
        </Link>
      </nav>
      <button
        type="button"
        className={styles.login}
        onClick={() => setOpen(true)}
        onMouseEnter={() => prefetchRemoteModule(ACCOUNT_MODAL)}
        onFocus={() => prefetchRemoteModule(ACCOUNT_MODAL)}
        aria-haspopup="dialog"
      >
        {user ? user.name : 'Pieslēgties'}
      </button>
      {open ? (
        <RemoteMount id={ACCOUNT_MODAL} props={{ open, onClose: () => setOpen(false) }} />
      ) : null}
    </header>
  );
}
