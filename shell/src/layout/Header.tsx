import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuthStore } from '@koris/shared/auth';
import { paths } from '../config/paths';
import { RemoteMount } from '../remotes/RemoteMount';
import { prefetchRemoteModule } from '../remotes/registry';
import styles from './header.module.css';

const ACCOUNT_MODAL = 'mf_account/AccountModal' as const;

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * Home header (docs/product.md#pages): the login button (opens mf_account's modal; shows the user once
 * logged in, from the one shared auth store) and the EN / LV links.
 */
export function Header({ english = false }: { english?: boolean }) {
  const [open, setOpen] = useState(false);
  const user = useAuthStore((s) => s.user);
  const loginLabel = english ? 'Log in' : 'Pieslēgties';
  return (
    <header className={styles.header}>
      <nav aria-label={english ? 'Language' : 'Valoda'} className={styles.langs}>
        {/* The name starts with the text the link shows, so a voice command of "EN" finds it. */}
        <NavLink to={paths.english} end hrefLang="en" lang="en" aria-label="EN — English">
          EN
        </NavLink>
        <NavLink to={paths.home} end hrefLang="lv" lang="lv" aria-label="LV — Latviski">
          LV
        </NavLink>
      </nav>
      <button
        type="button"
        className={styles.login}
        onClick={() => setOpen(true)}
        onMouseEnter={() => prefetchRemoteModule(ACCOUNT_MODAL)}
        onFocus={() => prefetchRemoteModule(ACCOUNT_MODAL)}
        aria-haspopup="dialog"
      >
        <PersonIcon />
        <span>{user ? user.name : loginLabel}</span>
      </button>
      {open ? (
        <div className={styles.slot}>
          <RemoteMount id={ACCOUNT_MODAL} compact props={{ open, onClose: () => setOpen(false) }} />
        </div>
      ) : null}
    </header>
  );
}
