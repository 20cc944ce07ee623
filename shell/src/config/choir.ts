/**
 * Facts about the choir itself that search engines and link previews read (schema.org
 * `MusicGroup`): the same ones the footer and the about pages show, kept here because the
 * editable footer texts are free text with no structure to read them from.
 */
export const choir = {
  name: { lv: 'Latvijas Universitātes jauktais koris', en: 'University of Latvia Mixed Choir' },
  foundingYear: '1925',
  address: {
    streetAddress: 'Raiņa bulvāris 19',
    addressLocality: 'Rīga',
    postalCode: 'LV-1586',
    addressCountry: 'LV',
  },
} as const;
