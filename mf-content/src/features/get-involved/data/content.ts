/**
 * The words and links of /iesaisties (docs/product.md#pages Get involved). The choir edits this file to
 * change a text or an address; the layout lives in ../components.
 */
export const GET_INVOLVED = {
  heading: 'Iesaisties',
  lead: 'Koris ir tik stiprs, cik stipra ir tā kopiena – dziedātāji, absolventi, ģimenes un draugi. Lūk, kā vari palīdzēt.',
  support: {
    heading: 'Atbalsti kori',
    paragraphs: [
      'Ziedojumi palīdz mums segt nošu, koncertu tērpu, diriģentu un vokālo pedagogu darba izdevumus, dalību konkursos un koncertceļojumos, kā arī sagatavot simtgades koncertu „Celies līdzi”.',
      'Ziedot var Latvijas Universitātes fonda ziedojumu projektā: katrs ziedojums, arī pavisam neliels, nonāk korim. Ja ērtāk, ziedo ar pārskaitījumu – rekvizīti ir lapas kājenē.',
    ],
    button: 'Atbalstīt kori',
    /** The donation project (an external page; opens in a new tab). */
    url: 'https://www.fonds.lv/',
  },
  stories: {
    heading: 'Dalies ar kora vēsturi',
    paragraphs: [
      'Gatavojoties simtgadei, mēs vācam stāstus un lietas no visiem kora gadu desmitiem: fotogrāfijas, vēstules, dienasgrāmatas, koncertu programmiņas, afišas, notis, tērpus, nozīmītes un ierakstus.',
      'Ja tev, tavai ģimenei vai draugiem ir kāds atmiņu stāsts vai priekšmets, kas saistīts ar kori, lūdzu, uzraksti mums. Mēs sazināsimies, lai to rūpīgi nofotografētu, noskenētu vai pierakstītu, un oriģinālu atdosim atpakaļ.',
    ],
    emailLabel: 'Raksti mums:',
    email: 'vesture@koris.lv',
    emailSubject: 'Stāsts par kora vēsturi',
  },
} as const;

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
