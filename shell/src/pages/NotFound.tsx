import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { pageTitle } from '@koris/shared/config';
import { paths } from '../config/paths';
import { notFoundText } from '../config/not-found';
import { isAdmissionSpelling } from '../config/redirects';
import styles from './not-found.module.css';

export function NotFoundOrRedirect() {
  const { pathname } = useLocation();
  if (isAdmissionSpelling(pathname)) return <Navigate to={paths.admission} replace />;
  return <NotFound />;
}

export function NotFound() {
  useEffect(() => {
    document.title = pageTitle(notFoundText.heading);
    document.documentElement.lang = 'lv';
  }, []);
  return (
    <section className={styles.page}>
      <h1>{notFoundText.heading}</h1>
      <p>{notFoundText.body}</p>
      <Link className="k-btn k-btn-primary" to={paths.home}>
        {notFoundText.home}
      </Link>
    </section>
  );
}
