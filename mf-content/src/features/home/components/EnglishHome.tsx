import { Link } from 'react-router-dom';
import { paths, site } from '@koris/shared/config';
import { HomeBackground } from './HomeBackground';
import styles from './english-home.module.css';

/**
 * The English landing page (/en). The spec names no content for it: ours introduces the
 * choir in English and points to the English about page and to the Latvian site.
 */
export function EnglishHome() {
  return (
    <div data-boundary="mf-content" data-page="english-home" lang="en" className={styles.home}>
      <HomeBackground active="default" />
      <div className={styles.content}>
        <h1 className={styles.title}>{site.englishProductName}</h1>
        <p className={styles.values}>Work · Friendship · Beauty</p>
        <div className={styles.text}>
          <p>
            We are a mixed choir of students, alumni and music lovers at the University of Latvia.
            We rehearse twice a week, sing Latvian choral music from folk song arrangements to new
            works, and perform in concert halls, churches and song festivals at home and abroad.
          </p>
          <p>
            The choir&apos;s three values, Darbs, Draudzība and Daiļums, stand for work, friendship
            and beauty: serious music made by people who enjoy making it together.
          </p>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to={paths.englishAbout} className={`k-btn k-btn-primary ${styles.cta}`}>
              About us
            </Link>
          </li>
          <li>
            <Link to={paths.home} hrefLang="lv" className={`k-btn ${styles.cta}`}>
              <span lang="lv">Latviešu valodā</span>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
