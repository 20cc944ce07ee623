import { EditableText } from '@koris/shared/ui';
import styles from './footer.module.css';

/** Footer (SPEC §2). The shell engineer completes it: contacts, social, partners, bank details. */
export function Footer({ english = false }: { english?: boolean }) {
  const prefix = english ? 'eng_' : '';
  return (
    <footer className={styles.footer} lang={english ? 'en' : 'lv'}>
      <div className={styles.inner}>
        <EditableText name={`${prefix}footer_description` as 'footer_description'} as="p" />
        <EditableText name={`${prefix}footer_contact_1` as 'footer_contact_1'} as="p" />
        <EditableText name={`${prefix}footer_contact_2` as 'footer_contact_2'} as="p" />
        <p>© {new Date().getFullYear()}</p>
      </div>
    </footer>
  );
}
