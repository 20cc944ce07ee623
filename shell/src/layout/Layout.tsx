import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import { forgetInitialData } from '@koris/shared/api';
import { isEnglishPath, routes, type RouteDef } from '../config/paths';
import { Header } from './Header';
import { Navbar } from './Navbar';
import { usePreviewRefusal } from './use-preview-refusal';
import styles from './layout.module.css';

// The footer is below the fold on every page and absent on the Latvian home: its code loads
// beside the page's own instead of delaying the first paint of `/` (docs/decisions/014).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

function LazyFooter({ english }: { english: boolean }) {
  // Not in the server's render: its code and styles arrive with the app's (below the fold).
  // Drawn after the page is in place, as a transition (in slices, not one long task).
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Footer english={english} />
    </Suspense>
  );
}

/** Per visit (module state), not per layout: the two layouts mount anew on a switch. */
let firstPageOfVisit = true;

/** Page changes scroll smoothly to the top (docs/product.md#pages); reduced motion jumps instead. */
function useScrollToTop() {
  const { pathname } = useLocation();
  // A path change inside one page (/photo ↔ /photo/gallery/3 opens and closes the slideshow)
  // is not a page change: the page keeps its scroll position.
  const page = routes.find((r) => matchPath(r.path, pathname))?.module ?? pathname;
  useEffect(() => {
    // The first page of a visit is where the browser put it (the top, or where a reload
    // was): scrolling there again would only force a layout while the page is being built.
    if (firstPageOfVisit) {
      firstPageOfVisit = false;
      return;
    }
    // The data the server rendered the first page with is that page's only.
    forgetInitialData();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [page]);
}

/** The background marker of the current route (home styling, dark English about). */
function useBackground(): RouteDef['background'] {
  const { pathname } = useLocation();
  return routes.find((r) => matchPath(r.path, pathname))?.background;
}

function SkipLink({ english }: { english: boolean }) {
  return (
    <a className={styles.skip} href="#main">
      {english ? 'Skip to content' : 'Pāriet uz saturu'}
    </a>
  );
}

/**
 * What both layouts share: skip link, alerts, the bar on top, the page, the footer where there
 * is one. Each layout mounts anew on a switch between them.
 */
function Frame({
  layout,
  Bar,
  footer,
}: {
  layout: 'home' | 'page';
  Bar: typeof Header | typeof Navbar;
  footer: (english: boolean) => boolean;
}) {
  useScrollToTop();
  usePreviewRefusal();
  const { pathname } = useLocation();
  const english = isEnglishPath(pathname);
  return (
    <div className={styles[layout]} data-layout={layout} data-background={useBackground()}>
      <SkipLink english={english} />
      <AlertList />
      <Bar english={english} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {footer(english) ? <LazyFooter english={english} /> : null}
    </div>
  );
}

/**
 * Home and English home: the header only (login button, EN and LV links). No navbar; no
 * footer on the Latvian home; the English home shows the English footer (docs/product.md#pages: "The
 * English view shows the English footer").
 */
export function HomeLayout() {
  return <Frame layout="home" Bar={Header} footer={(english) => english} />;
}

/** Every other page: navbar and footer (English ones on English pages). */
export function PageLayout() {
  return <Frame layout="page" Bar={Navbar} footer={() => true} />;
}
