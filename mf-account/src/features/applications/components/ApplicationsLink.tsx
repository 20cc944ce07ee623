import { Link } from 'react-router-dom';
import { paths } from '@koris/shared/config';
import { texts } from '../../../texts';
import styles from '../../../components/form.module.css';

/**
 * Applications (role see-applications): a link inside the site. The shell's router (a shared
 * singleton) navigates without a reload; the modal closes so the list is not hidden under it.
 */
export function ApplicationsLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div>
      <p className={styles.hint}>{texts.applications.intro}</p>
      <Link to={paths.applications} className="k-btn k-btn-primary" onClick={onNavigate}>
        {texts.applications.link}
      </Link>
    </div>
  );
}
