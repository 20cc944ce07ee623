import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import { Header } from './Header';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import styles from './layout.module.css';

/** Page changes scroll smoothly to the top (SPEC §2). */
function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

/** Home and English home: header only (login button, EN and LV links). */
export function HomeLayout() {
  useScrollToTop();
  return (
    <div className={styles.home} data-layout="home">
      <AlertList />
      <Header />
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** Every other page: navbar and footer. */
export function PageLayout() {
  useScrollToTop();
  const { pathname } = useLocation();
  const english = pathname === '/en' || pathname.startsWith('/en/');
  return (
    <div className={styles.page} data-layout="page">
      <a className={styles.skip} href="#main">
        {english ? 'Skip to content' : 'Pāriet uz saturu'}
      </a>
      <AlertList />
      <Navbar english={english} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer english={english} />
    </div>
  );
}
