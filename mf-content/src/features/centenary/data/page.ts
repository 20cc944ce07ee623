/**
 * Everything on /celies_lidzi except the songs (./songs.ts): the intro, the two parts, the
 * evening programme (docs/product.md#pages, times exactly as listed there), the team and the thanks.
 * People named here are invented, apart from the conductors of the demo data.
 */
export const CENTENARY = {
  heading: 'Celies līdzi',
  subtitle: 'Kora simtgades koncerts · 1925–2025',
  intro: [
    '1925. gada rudenī divdesmit studenti pirmo reizi sanāca kopā dziedāt Universitātes aulā. Simt gadus vēlāk tajā pašā aulā uz skatuves kāps šodienas dziedātāji kopā ar absolventiem no visiem kora gadu desmitiem.',
    'Koncerts „Celies līdzi” notiks sestdien, 10. maijā, plkst. 18.00 Latvijas Universitātes Lielajā aulā, Raiņa bulvārī 19. Pirmajā daļā skanēs tautasdziesmu apdares un kora klasika, ko koris dzied kopš pirmajiem gadiem, otrajā – jaundarbi, ko simtgadei rakstījuši kora dziedātāji un draugi.',
  ],
  programmeHeading: 'Koncerta programma',
  songsHint: 'Atver dziesmu, lai lasītu tās vārdus un, dažām dziesmām, komponista komentāru.',
} as const;

export const PARTS = [
  { part: 1, heading: 'I daļa', subtitle: 'Saknes' },
  { part: 2, heading: 'II daļa', subtitle: 'Zari' },
] as const;

/** The group picture, shown from the 11th day of a month (docs/product.md#pages, #constants). */
export const GROUP_PICTURE = {
  heading: 'Kopbilde',
  alt: 'Zīmēta kopbilde: kora dziedātāji un absolventi trīs rindās uz Universitātes kāpnēm, aiz viņiem kolonnas un uzraksts 1925 · 100 · 2025.',
  caption: 'Simtgades koris pēc koncerta „Celies līdzi”.',
} as const;

export interface EveningItem {
  from: string;
  to: string;
  title: string;
  details: string;
}

export const EVENING = {
  heading: 'Svinību vakars',
  intro:
    'Pēc koncerta dziedātājus, absolventus un draugus aicinām uz svinību vakaru Universitātes galvenās ēkas vestibilā.',
  items: [
    {
      from: '21:00',
      to: '22:00',
      title: 'Uzrunas un aktivitātes',
      details:
        'Apsveikumi, atmiņu stāsti, kora paaudžu fotosiena un spēles, kurās satiekas visu gadu desmitu dziedātāji.',
    },
    {
      from: '22:00',
      to: '23:00',
      title: 'Grupa „Otrā balss”',
      details: 'Kora absolventu grupa spēlē dziesmas, ko dziedājām autobusos un nometnēs.',
    },
    {
      from: '23:00',
      to: '00:00',
      title: 'Folkgrupa „Ozolzīle”',
      details: 'Dejas un rotaļas ar dūdām, kokli un vijolēm.',
    },
    {
      from: '00:00',
      to: '00:30',
      title: 'Svinīgā ceremonija ar simtgades torti',
      details: 'Kora karoga nodošana nākamajai paaudzei, simts svecītes un torte visiem.',
    },
    {
      from: '00:30',
      to: '01:30',
      title: 'Grupa „Basu sekcija”',
      details: 'Deju mūzika līdz pat vakara izskaņai.',
    },
  ] satisfies EveningItem[],
};

export const SONG_LIST_HEADING = 'Dziesmas, autori un izpildītāji';

export const TEAM = {
  heading: 'Koncertu veidoja',
  roles: [
    { role: 'Mākslinieciskā vadītāja un galvenā diriģente', names: ['Laura Ozola'] },
    { role: 'Diriģenti', names: ['Mārtiņš Kalniņš', 'Anna Liepiņa'] },
    { role: 'Koncertmeistare', names: ['Dace Krūmiņa'] },
    { role: 'Koncerta vadītājs', names: ['Ģirts Lapiņš'] },
    { role: 'Producente', names: ['Kristīne Zariņa'] },
    { role: 'Gaismu mākslinieks', names: ['Aigars Roze'] },
    { role: 'Skaņu režisore', names: ['Līva Kronberga'] },
    { role: 'Scenogrāfija un vizuālā identitāte', names: ['Agnese Miezīte'] },
    { role: 'Foto un video', names: ['Raimonds Sproģis', 'Sanita Dzene'] },
    {
      role: 'Simtgades darba grupa',
      names: ['Ilze Vītola', 'Jānis Kalnietis', 'Madara Ose', 'Oskars Lejnieks'],
    },
  ],
} as const;

export const THANKS = {
  heading: 'Paldies',
  paragraphs: [
    'Paldies Latvijas Universitātei par mājām, kurās koris dzied jau simts gadus, un Latvijas Universitātes fondam un visiem ziedotājiem, bez kuriem šis koncerts nebūtu iespējams.',
    'Paldies komponistiem un dzejniekiem, kas simtgadei dāvāja jaunas dziesmas, un visiem absolventiem, kas atkal atrada ceļu uz mēģinājumiem.',
    'Un paldies dziedātāju ģimenēm un draugiem – par pacietību otrdienu un ceturtdienu vakaros simts gadu garumā.',
  ],
} as const;
