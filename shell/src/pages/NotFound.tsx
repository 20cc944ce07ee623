import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { pageTitle } from '@koris/shared/config';
import { paths } from '../config/paths';
import styles from './not-found.module.css';

/** The admission path written with Latvian letters (SPEC §2 lists four encoded spellings). */
const ADMISSION_SPELLINGS = new Set(['/uzņemšana', '/uzņemsana', '/uznemšana']);

function decodedPath(pathname: string): string {
  try {
    // Either hex case decodes to the same letters; NFC folds composed/decomposed forms.
    return decodeURIComponent(pathname).normalize('NFC').replace(/\/+$/, '');
  } catch (_malformed) {
    return pathname;
  }
}

export function isAdmissionSpelling(pathname: string): boolean {
  return ADMISSION_SPELLINGS.has(decodedPath(pathname));
}

export function NotFoundOrRedirect() {
  const { pathname } = useLocation();
  if (isAdmissionSpelling(pathname)) return <Navigate to={paths.admission} replace />;
  return <NotFound />;
}

export function NotFound() {
  useEffect(() => {
    document.title = pageTitle('Lapa nav atrasta');
    document.documentElement.lang = 'lv';
  }, []);
  return (
    <section className={styles.page}>
      <h1>Lapa nav atrasta</h1>
      <p>Šāda lapa mūsu mājaslapā nav. Iespējams, saite ir novecojusi.</p>
      <Link className="k-btn k-btn-primary" to={paths.home}>
        Uz sākumlapu
      </Link>
    </section>
  );
}
