/**
 * The admission page's words (docs/product.md#pages "Admission", §9), kept as data apart from the
 * components so the choir can reword a season without touching code.
 */
export const admissionTexts = {
  heading: 'Uzņemšana',
  closed: {
    title: 'Uzņemšana 2025./2026. gada sezonai ir noslēgusies.',
    paragraphs: [
      'Paldies visiem, kas pieteicās un nāca uz noklausīšanos! Jūsu interese par kori mums ir liels prieks.',
      'Par nākamo uzņemšanu paziņosim šeit un kora sociālajos tīklos. Uz tikšanos koncertos!',
    ],
  },
  intro: [
    'LU jauktajā korī dziedāšana kļūst par ieradumu, bet dziedātāji — par draugiem. Mēģinājumos tiekamies vismaz divus vakarus nedēļā, ar katru balsi strādā vokālā pedagoģe, un kopā apgūstam plašu repertuāru — no latviešu tautasdziesmu apdarēm līdz mūsdienu kormūzikai.',
    'Kopā braucam uz koncertiem un konkursiem Latvijā un ārzemēs, svinam svētkus un veidojam draudzības, kas paliek uz mūžu.',
  ],
  expectationsHeading: 'Ko mēs sagaidām',
  expectations: [
    'Dalību mēģinājumos otrdienu un ceturtdienu vakaros no 18.30 līdz 21.00.',
    'Mērķtiecību un vēlmi augt — gribam dziedāt arvien labāk.',
    'Pamata dziedāšanas prasmes: tīru intonāciju un spēju atkārtot dzirdētu melodiju. Notis lasīt nav obligāti.',
  ],
  auditions:
    'Noklausīšanās notiks 9. un 11. septembrī. Aizpildi anketu, un mēs ar tevi sazināsimies, lai norunātu laiku.',
  postscript:
    'P.S. Korī laipni gaidīti ne tikai Latvijas Universitātes studenti — nāc arī tad, ja studē citur, strādā vai vienkārši gribi dziedāt!',
  loadFailed: 'Neizdevās ielādēt uzņemšanas informāciju.',
  staffSwitch: {
    label: 'Uzņemšana atvērta',
    open: 'Pieteikšanās anketa ir redzama apmeklētājiem.',
    closed: 'Apmeklētāji redz paziņojumu, ka uzņemšana ir noslēgusies.',
    openedMessage: 'Uzņemšana atvērta',
    closedMessage: 'Uzņemšana slēgta',
  },
} as const;
