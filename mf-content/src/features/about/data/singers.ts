/**
 * The singers of the KORA BALSIS grid on /about-us (docs/product.md#pages: about 50, fixed in the page).
 * The choir edits this list: one line per singer, the voice group and the number of a portrait
 * in singer-photos.ts (generated pictures, not photographs of the people named).
 */
export type VoiceGroup = 'soprāns' | 'alts' | 'tenors' | 'bass';

export interface Singer {
  name: string;
  voice: VoiceGroup;
  /** Index into SINGER_PHOTOS. */
  photo: number;
}

const list: [string, VoiceGroup][] = [
  ['Anna Kalniņa', 'soprāns'],
  ['Elīza Ozoliņa', 'soprāns'],
  ['Marta Bērziņa', 'soprāns'],
  ['Laura Liepa', 'soprāns'],
  ['Katrīna Zariņa', 'soprāns'],
  ['Paula Vītola', 'soprāns'],
  ['Agnese Krūmiņa', 'soprāns'],
  ['Ieva Lāce', 'soprāns'],
  ['Līga Eglīte', 'soprāns'],
  ['Madara Sproģe', 'soprāns'],
  ['Sanita Siliņa', 'soprāns'],
  ['Evelīna Pētersone', 'soprāns'],
  ['Keita Jansone', 'soprāns'],
  ['Rūta Kārkliņa', 'soprāns'],
  ['Dace Strazdiņa', 'alts'],
  ['Zane Kļaviņa', 'alts'],
  ['Ilze Ābele', 'alts'],
  ['Linda Rozīte', 'alts'],
  ['Kristīne Vanaga', 'alts'],
  ['Sintija Jaunzeme', 'alts'],
  ['Elza Priede', 'alts'],
  ['Alise Dreimane', 'alts'],
  ['Māra Celmiņa', 'alts'],
  ['Santa Grīnberga', 'alts'],
  ['Inese Balode', 'alts'],
  ['Beāte Upīte', 'alts'],
  ['Ance Mežule', 'alts'],
  ['Jānis Ozols', 'tenors'],
  ['Mārtiņš Avotiņš', 'tenors'],
  ['Kārlis Liepiņš', 'tenors'],
  ['Rihards Vilks', 'tenors'],
  ['Andris Zālītis', 'tenors'],
  ['Toms Kalējs', 'tenors'],
  ['Edgars Dumpis', 'tenors'],
  ['Ričards Sniķeris', 'tenors'],
  ['Dāvis Lapiņš', 'tenors'],
  ['Roberts Birznieks', 'tenors'],
  ['Gustavs Pūce', 'tenors'],
  ['Pēteris Krastiņš', 'bass'],
  ['Artūrs Cīrulis', 'bass'],
  ['Valters Briedis', 'bass'],
  ['Krišjānis Vējš', 'bass'],
  ['Edijs Sīlis', 'bass'],
  ['Oskars Laukmanis', 'bass'],
  ['Ernests Akmentiņš', 'bass'],
  ['Aigars Zvaigzne', 'bass'],
  ['Raimonds Ēvalds', 'bass'],
  ['Niklāvs Bite', 'bass'],
  ['Gints Pļaviņš', 'bass'],
  ['Uldis Kociņš', 'bass'],
];

export const SINGERS: readonly Singer[] = list.map(([name, voice], photo) => ({
  name,
  voice,
  photo,
}));
