import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths, routes } from '../config/paths';
import { prefetchRemoteModule } from '../remotes/registry';
import styles from './navbar.module.css';

const LINKS = [
  { to: paths.events, label: 'Notikumi' },
  { to: paths.aboutUs, label: 'Par mums' },
  { to: paths.getInvolved, label: 'Iesaisties' },
  { to: paths.history, label: 'Vēsture' },
  { to: paths.archive, label: 'Arhīvs' },
  { to: paths.videos, label: 'Video' },
  { to: paths.photo, label: 'Foto' },
] as const;

const moduleOf = (path: string) => routes.find((r) => r.path === path)?.module;

/** The navbar (SPEC §2): collapses behind a hamburger on narrow screens, closes on route change. */
export function Navbar({ english = false }: { english?: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const prefetch = (to: string) => {
    const id = moduleOf(to);
    if (id) prefetchRemoteModule(id);
  };
  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label={english ? 'Main' : 'Galvenā navigācija'}>
        <Link to={english ? paths.english : paths.home} className={styles.brand}>
          {english ? 'LU Mixed Choir' : 'LU koris'}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={english ? 'Menu' : 'Izvēlne'}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="site-nav" className={`${styles.links} ${open ? styles.open : ''}`}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
                onMouseEnter={() => prefetch(link.to)}
                onFocus={() => prefetch(link.to)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
