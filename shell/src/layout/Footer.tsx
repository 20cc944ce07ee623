import { useId, useState, type ReactNode } from 'react';
import { site } from '@koris/shared/config';
import { EditableText } from '@koris/shared/ui';
import type { SystemSettingName } from '@koris/shared/types';
import { bankDetails, partnerLabel, partners, socialLinks } from '../config/footer';
import { PartnerLogo } from './PartnerLogo';
import { SocialIcon } from './SocialIcon';
import styles from './footer.module.css';

const TEXT = {
  lv: {
    contacts: 'Kontakti',
    follow: 'Seko mums',
    partners: 'Atbalsta',
    bank: 'Bankas rekvizīti',
    opensNew: '(atveras jaunā cilnē)',
    owner: site.productName,
    labels: ['Kājenes apraksts', 'Kājenes kontakti 1', 'Kājenes kontakti 2'],
  },
  en: {
    contacts: 'Contacts',
    follow: 'Follow us',
    partners: 'Supported by',
    bank: '',
    opensNew: '(opens in a new tab)',
    owner: site.englishProductName,
    labels: [
      'Kājenes apraksts (angliski)',
      'Kājenes kontakti 1 (angliski)',
      'Kājenes kontakti 2 (angliski)',
    ],
  },
} as const;

/** A list item linking away in a new tab; its label says so to screen readers. */
function NewTabItem({
  href,
  label,
  title,
  children,
}: {
  href: string;
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener" aria-label={label} title={title}>
        {children}
      </a>
    </li>
  );
}

/** A part of the footer named by its own heading. */
function FooterSection({
  id,
  heading,
  className,
  headingClassName = styles.heading,
  children,
}: {
  id: string;
  heading: string;
  className: string | undefined;
  headingClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function BankDetails() {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.bank}>
      <button
        type="button"
        className={styles.bankToggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
      >
        {TEXT.lv.bank}
        <span className={`${styles.caret} ${open ? styles.caretOpen : ''}`} aria-hidden="true" />
      </button>
      <dl id={regionId} className={styles.bankList} hidden={!open}>
        {bankDetails.map((row) => (
          <div key={row.label} className={styles.bankRow}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The footer (docs/product.md#pages): description and two contact blocks from the system settings (`eng_`
 * ones in English, editable in edit mode), social links, partners, the bank details (Latvian
 * only) and the copyright year.
 */
export function Footer({ english = false }: { english?: boolean }) {
  const lang = english ? 'en' : 'lv';
  const t = TEXT[lang];
  const prefix = english ? 'eng_' : '';
  const setting = (name: string) => `${prefix}${name}` as SystemSettingName;
  return (
    <footer className={styles.footer} lang={lang}>
      <div className={styles.inner}>
        <FooterSection
          id="footer-brand"
          heading={t.owner}
          className={styles.about}
          headingClassName={styles.brand}
        >
          <EditableText
            name={setting('footer_description')}
            className={styles.text}
            label={t.labels[0]}
          />
          <h3 className={styles.subheading}>{t.follow}</h3>
          <ul className={styles.social}>
            {socialLinks.map((link) => (
              <NewTabItem
                key={link.name}
                href={link.href}
                label={`${link.name} ${t.opensNew}`}
                title={link.name}
              >
                <SocialIcon name={link.name} />
              </NewTabItem>
            ))}
          </ul>
        </FooterSection>
        <FooterSection id="footer-contacts" heading={t.contacts} className={styles.contacts}>
          <div className={styles.contactGrid}>
            <EditableText
              name={setting('footer_contact_1')}
              as="address"
              className={styles.text}
              label={t.labels[1]}
            />
            <EditableText
              name={setting('footer_contact_2')}
              as="address"
              className={styles.text}
              label={t.labels[2]}
            />
          </div>
        </FooterSection>
        <FooterSection id="footer-partners" heading={t.partners} className={styles.partners}>
          <ul className={styles.partnerList}>
            {partners.map((partner) => (
              <NewTabItem
                key={partner.id}
                href={partner.href}
                label={`${partnerLabel(partner, lang)} ${t.opensNew}`}
              >
                <PartnerLogo
                  id={partner.id}
                  label={partnerLabel(partner, lang)}
                  mark={partner.mark}
                  lines={partner.lines[lang]}
                />
              </NewTabItem>
            ))}
          </ul>
        </FooterSection>
      </div>
      {english ? null : (
        <div className={styles.bankWrap}>
          <BankDetails />
        </div>
      )}
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {t.owner}
      </p>
    </footer>
  );
}
