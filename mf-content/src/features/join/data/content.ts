/**
 * The words and links of /pievienojies (docs/product.md#pages Join, §9: concert on 10 May, joint rehearsal on
 * 6 May). The choir edits this file to change a date, a song or an address.
 */
export const JOIN = {
  heading: 'Pievienojies',
  lead: 'Aicinām kora absolventus – ikvienu, kurš kādreiz dziedājis mūsu korī – simtgades koncertā „Celies līdzi” kāpt uz skatuves kopā ar šodienas dziedātājiem un dziedāt apvienotajā korī!',
  concert: {
    date: '10. maijs',
    heading: 'Koncerts',
    text: 'Simtgades koncerts „Celies līdzi” notiks sestdien, 10. maijā, plkst. 18.00 Latvijas Universitātes Lielajā aulā. Koncerta noslēgumā apvienotais koris dziedās divas dziesmas:',
    songs: [
      { title: 'Pūt, vējiņi', authors: 'latviešu tautasdziesma, apdare – Pēteris Ozoliņš' },
      { title: 'Celies līdzi', authors: 'mūzika – Marta Zeltiņa, vārdi – Ilze Vītola' },
    ],
  },
  rehearsal: {
    date: '6. maijs',
    heading: 'Kopmēģinājums',
    text: 'Apvienotā kora kopmēģinājums notiks otrdien, 6. maijā, no plkst. 18.30 līdz 21.00 Lielajā aulā, Raiņa bulvārī 19. Notis un ierakstus mācīšanās ērtībai atsūtīsim visiem pieteiktajiem dziedātājiem.',
  },
  survey: {
    heading: 'Piesakies',
    text: 'Lai zinātu, cik dziedātāju gaidīt katrā balsī, lūdzam aizpildīt īsu aptauju. Tajā vari pieteikties arī svinību vakaram pēc koncerta.',
    link: 'Aizpildīt aptauju',
    url: 'https://docs.google.com/forms/',
  },
  tickets: {
    heading: 'Biļetes',
    text: 'Uz koncertu gaidām arī tavus tuvos un draugus. Biļetes var iegādāties Biļešu Servisa kasēs un tiešsaistē.',
    link: 'Pirkt biļetes',
    url: 'https://www.bilesuserviss.lv/',
  },
  donate: {
    heading: 'Atbalsti simtgadi',
    text: 'Ja vēlies palīdzēt simtgades koncerta tapšanā, vari ziedot korim.',
    link: 'Ziedot korim',
  },
} as const;
