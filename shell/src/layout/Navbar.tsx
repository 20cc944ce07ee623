import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '@koris/shared/config';
import { moduleOfPath, paths } from '../config/paths';
import { prefetchRemoteModule } from '../remotes/registry';
import styles from './navbar.module.css';

/** The seven links of docs/product.md#pages. English pages show English labels; only About has an English page. */
const LINKS = [
  { to: paths.events, lv: 'Notikumi', en: 'Events' },
  { to: paths.aboutUs, enTo: paths.englishAbout, lv: 'Par mums', en: 'About us' },
  { to: paths.getInvolved, lv: 'Iesaisties', en: 'Get involved' },
  { to: paths.history, lv: 'Vēsture', en: 'History' },
  { to: paths.archive, lv: 'Arhīvs', en: 'Archive' },
  { to: paths.videos, lv: 'Video', en: 'Video' },
  { to: paths.photo, lv: 'Foto', en: 'Photo' },
] as const;

/** The navbar (docs/product.md#pages): collapses behind a hamburger on narrow screens, closes on route change. */
export function Navbar({ english = false }: { english?: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const prefetch = (to: string) => {
    const id = moduleOfPath(to);
    if (id) prefetchRemoteModule(id);
  };
  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label={english ? 'Main' : 'Galvenā izvēlne'}>
        <Link to={english ? paths.english : paths.home} className={styles.brand}>
          {english ? site.englishProductName : site.productName}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={english ? 'Menu' : 'Izvēlne'}
          onClick={() => setOpen((v) => !v)}
        >
          <span
            className={`${styles.burger} ${open ? styles.burgerOpen : ''}`}
            aria-hidden="true"
          />
        </button>
        <ul id="site-nav" className={`${styles.links} ${open ? styles.open : ''}`}>
          {LINKS.map((link) => {
            const to = english && 'enTo' in link ? link.enTo : link.to;
            return (
              <li key={link.to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                  onMouseEnter={() => prefetch(to)}
                  onFocus={() => prefetch(to)}
                  lang={english && to === link.to ? 'lv' : undefined}
                >
                  {english ? link.en : link.lv}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
