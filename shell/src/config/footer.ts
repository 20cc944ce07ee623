/**
 * Footer facts that are not system settings (docs/product.md#pages Footer). The texts a staff member edits
 * (description, two contact blocks) live in the API's system settings, not here.
 */

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'YouTube' | 'Spotify';
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/lujauktaiskoris' },
  { name: 'Instagram', href: 'https://www.instagram.com/lujauktaiskoris/' },
  { name: 'YouTube', href: 'https://www.youtube.com/@lujauktaiskoris' },
  { name: 'Spotify', href: 'https://open.spotify.com/search/LU%20jauktais%20koris' },
];

export interface Partner {
  id: 'lu' | 'vkkf';
  name: { lv: string; en: string };
  /** The abbreviation the drawn logo shows beside its lines, if any. */
  mark?: string;
  /** The two lines of the drawn logo, in the page's language (its text is its name). */
  lines: { lv: readonly [string, string]; en: readonly [string, string] };
  href: string;
}

export const partners: readonly Partner[] = [
  {
    id: 'lu',
    name: { lv: 'Latvijas Universitāte', en: 'University of Latvia' },
    mark: 'LU',
    lines: { lv: ['Latvijas', 'Universitāte'], en: ['University', 'of Latvia'] },
    href: 'https://www.lu.lv/',
  },
  {
    id: 'vkkf',
    name: { lv: 'Valsts kultūrkapitāla fonds', en: 'State Culture Capital Foundation' },
    lines: { lv: ['VALSTS', 'kultūrkapitāla fonds'], en: ['STATE CULTURE', 'capital foundation'] },
    href: 'https://www.kkf.lv/',
  },
];

/**
 * Bank details of the association, shown in the Latvian footer only (docs/product.md#pages).
 * PLACEHOLDERS until the board supplies the real ones: the IBAN deliberately fails the IBAN
 * check digits, so no bank accepts a transfer to it and no donation can reach a stranger.
 */
export const bankDetails = [
  { label: 'Saņēmējs', value: 'Biedrība “LU jauktais koris”' },
  { label: 'Reģ. Nr.', value: '40008012345' },
  { label: 'Banka', value: 'AS “Swedbank”' },
  { label: 'SWIFT', value: 'HABALV22' },
  { label: 'Konts (IBAN)', value: 'LV00 HABA 0551 0123 4567 8' },
] as const;

/** A partner's name as its logo shows it: the abbreviation first, when the logo draws one. */
export const partnerLabel = (partner: Partner, lang: 'lv' | 'en'): string =>
  partner.mark ? `${partner.mark} – ${partner.name[lang]}` : partner.name[lang];
