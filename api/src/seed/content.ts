/**
 * Demo content for a fresh data directory: Latvian texts (English where the spec has `eng_`
 * fields). The choir, people and dates are plausible but fictional.
 */

export const SETTINGS: Record<string, string> = {
  about_us_right:
    'Koris dibināts 1925. gadā kā Latvijas Universitātes studentu jauktais koris.\n' +
    'Gandrīz simt gadu laikā korī dziedājuši vairāk nekā trīs tūkstoši dziedātāju – studenti, absolventi un mūzikas mīļotāji.\n' +
    'Mēģinājumi notiek otrdienās un ceturtdienās no 18.30 līdz 21.00 Universitātes Lielajā aulā.',
  about_us_text_center:
    'Mēs esam vairāk nekā koris – mēs esam draugu kopiena, kurai dziesma ir kopīga valoda.\n' +
    'Darbs, draudzība un daiļums ir trīs vērtības, kas mūs vieno kopš pirmā mēģinājuma.',
  eng_about_us_right:
    'The choir was founded in 1925 as the mixed choir of the University of Latvia.\n' +
    'Over almost a century more than three thousand singers – students, alumni and music lovers – have sung with us.\n' +
    'Rehearsals take place on Tuesdays and Thursdays from 18.30 to 21.00 in the Great Hall of the University.',
  eng_about_us:
    'We are more than a choir – we are a community of friends who share song as a common language.\n' +
    'Work, friendship and beauty are the three values that have united us since the very first rehearsal.',
  history_text_center:
    'Kora vēsture sākas 1925. gada rudenī, kad divdesmit studenti pirmo reizi sanāca kopā dziedāt Universitātes aulā.',
  history_text_strong: 'Gandrīz simt gadu, vairāk nekā trīs tūkstoši dziedātāju un viena dziesma.',
  history_text_left:
    'Kara un okupācijas gados koris vairākkārt tika slēgts un atjaunots, taču dziedātāji turpināja satikties un dziedāt.\n' +
    'Tieši šajos gados izveidojās tradīcijas, kuras koris kopj vēl šodien.',
  history_text_right:
    'Atmodas laikā koris dziedāja barikādēs un Dziesmu svētkos, bet pēc neatkarības atjaunošanas devās koncertturnejās pa Eiropu un Ameriku.\n' +
    'Šodien koris gatavojas savai simtgadei.',
  footer_contact_1:
    'Latvijas Universitātes jauktais koris\nRaiņa bulvāris 19, Rīga, LV-1586\nMēģinājumi: otrdienās un ceturtdienās 18.30–21.00',
  footer_contact_2:
    'E-pasts: koris@koris.lv\nTālrunis: +371 20 000 000\nKoncertu pieteikumi: koncerti@koris.lv',
  footer_description:
    'Jauktais koris, kurā kopš 1925. gada dzied studenti, absolventi un mūzikas mīļotāji. Darbs. Draudzība. Daiļums.',
  eng_footer_contact_1:
    'University of Latvia Mixed Choir\nRaiņa bulvāris 19, Riga, LV-1586, Latvia\nRehearsals: Tuesdays and Thursdays 18.30–21.00',
  eng_footer_contact_2:
    'E-mail: koris@koris.lv\nPhone: +371 20 000 000\nConcert enquiries: koncerti@koris.lv',
  eng_footer_description:
    'A mixed choir where students, alumni and music lovers have sung together since 1925. Work. Friendship. Beauty.',
  // Seeded open so that the demo shows the application form (staff switch it in edit mode).
  admission_open: '1',
  // The application form's privacy notice: who keeps the data, why and for how long
  // (APPLICATIONS_KEEP_DAYS); staff edit it in place.
  admission_privacy:
    'Pieteikumā norādītos datus glabā Latvijas Universitātes jauktais koris, lai sarīkotu noklausīšanos un sazinātos ar jums par uzņemšanu korī. Dati tiek glabāti ne ilgāk kā 400 dienas (aptuveni 13 mēnešus) no pieteikuma iesniegšanas, pēc tam tie tiek neatgriezeniski dzēsti.',
};

export interface SeedEvent {
  title: string;
  description: string;
  footer: string;
  current: boolean;
  date: string;
  galleries: { title: string; description: string; images: number }[];
}

export const EVENTS: SeedEvent[] = [
  {
    title: 'Simtgades koncerts „Celies līdzi”',
    description:
      'Koris svin simto dzimšanas dienu ar koncertu, kurā kopā ar šodienas dziedātājiem uz skatuves kāps arī absolventi. Programmā – dziesmas no visiem kora gadu desmitiem.',
    footer: 'Lielā aula, Raiņa bulvāris 19. Biļetes tirdzniecībā no 1. marta.',
    current: true,
    date: '2025-05-10T19:00:00.000Z',
    galleries: [
      {
        title: 'Simtgades koncerta mēģinājumi',
        description: 'Kopmēģinājumi ar absolventiem.',
        images: 12,
      },
    ],
  },
  {
    title: 'Ziemassvētku koncerts „Gaismas ceļš”',
    description:
      'Tradicionālais Ziemassvētku koncerts Doma baznīcā ar latviešu komponistu kora mūziku un Ziemassvētku dziesmām no visas pasaules.',
    footer: 'Rīgas Doms, 20. decembrī plkst. 19.00. Ieeja ar ziedojumiem.',
    current: true,
    date: '2024-12-20T18:00:00.000Z',
    galleries: [
      { title: 'Ziemassvētku koncerts Domā', description: 'Gaismas ceļš 2024.', images: 8 },
    ],
  },
  {
    title: 'Pavasara koncerts Lielajā aulā',
    description:
      'Pavasara koncertā skanēs jaunākā kora programma – Ērika Ešenvalda, Santas Ratnieces un Jēkaba Jančevska skaņdarbi.',
    footer: 'Ieeja bez maksas, lūdzam iepriekš reģistrēties.',
    current: true,
    date: '2025-04-12T16:00:00.000Z',
    galleries: [
      { title: 'Pavasara koncerts', description: 'Jaunā programma Lielajā aulā.', images: 6 },
    ],
  },
  {
    title: 'Uzņemšanas noklausīšanās',
    description:
      'Aicinām jaunus dziedātājus! Noklausīšanās notiks 9. un 11. septembrī. Sagatavo vienu dziesmu pēc savas izvēles – pārējo mēs iemācīsim.',
    footer: 'Pieteikšanās anketa – sadaļā Uzņemšana.',
    current: true,
    date: '2025-09-01T09:00:00.000Z',
    galleries: [],
  },
  {
    title: 'Dziesmu un deju svētku skate',
    description:
      'Koris piedalās XXVIII Vispārējo latviešu Dziesmu un XVIII Deju svētku koru skatē, lai nopelnītu vietu svētku kopkorī.',
    footer: 'Rezultāti tiks publicēti svētku mājaslapā.',
    current: true,
    date: '2025-03-15T10:00:00.000Z',
    galleries: [{ title: 'Skate 2025', description: 'Gatavošanās un uzstāšanās.', images: 15 }],
  },
  {
    title: 'Vasaras nometne Siguldā',
    description:
      'Trīs dienas mēģinājumu, pārgājienu un ugunskura dziesmu Gaujas krastā. Nometnē gatavojam rudens sezonas programmu.',
    footer: 'Nometne dalībniekiem, pieteikšanās pie kora valdes.',
    current: true,
    date: '2025-07-18T08:00:00.000Z',
    galleries: [{ title: 'Nometne Siguldā', description: 'Gaujas krastā.', images: 10 }],
  },
  {
    title: 'Koncerts Cēsu Sv. Jāņa baznīcā',
    description:
      'Vidzemes koncertcikla ietvaros koris dzied Cēsīs kopā ar Cēsu jauniešu kori. Skanēs a cappella mūzika un latviešu tautasdziesmu apdares.',
    footer: 'Ieeja bez maksas.',
    current: true,
    date: '2025-06-07T15:00:00.000Z',
    galleries: [{ title: 'Cēsis', description: 'Koncerts Sv. Jāņa baznīcā.', images: 7 }],
  },
  {
    title: 'Albuma „Vara saknes” prezentācija',
    description:
      'Kora jaunais albums „Vara saknes” – piecpadsmit dziesmas par mājām, dzimtu un saknēm. Prezentācijas koncertā dziedāsim visu albumu.',
    footer: 'Albums pieejams straumēšanas platformās.',
    current: true,
    date: '2025-02-21T17:00:00.000Z',
    galleries: [
      { title: 'Albuma ierakstu sesijas', description: 'Studijā un baznīcā.', images: 9 },
    ],
  },
  {
    title: 'Koncertturneja Itālijā',
    description:
      'Koris viesojās Florencē, Sjēnā un Romā, piedalījās starptautiskajā koru festivālā un dziedāja svētku dievkalpojumā.',
    footer: 'Paldies visiem atbalstītājiem!',
    current: false,
    date: '2024-07-02T08:00:00.000Z',
    galleries: [{ title: 'Itālija 2024', description: 'Florence, Sjēna, Roma.', images: 20 }],
  },
  {
    title: 'Starptautiskais koru konkurss Tallinā',
    description:
      'Koris ieguva zelta diplomu jaukto koru kategorijā un īpašo balvu par labāko igauņu komponista skaņdarba interpretāciju.',
    footer: 'Konkursa ieraksts pieejams sadaļā Video.',
    current: false,
    date: '2024-04-20T10:00:00.000Z',
    galleries: [{ title: 'Tallina 2024', description: 'Konkursa dienas.', images: 5 }],
  },
  {
    title: 'Ziemassvētku koncerts 2023',
    description:
      'Koncertā Sv. Pētera baznīcā skanēja Ziemassvētku mūzika no renesanses līdz mūsdienām.',
    footer: 'Paldies par ziedojumiem kora simtgades fondam.',
    current: false,
    date: '2023-12-19T18:00:00.000Z',
    galleries: [{ title: 'Sv. Pētera baznīca', description: 'Ziemassvētki 2023.', images: 11 }],
  },
  {
    title: 'XXVII Vispārējie latviešu Dziesmu svētki',
    description:
      'Koris dziedāja svētku kopkorī Mežaparka Lielajā estrādē un piedalījās gājienā cauri Rīgai.',
    footer: 'Svētku atmiņas – galerijā.',
    current: false,
    date: '2023-07-09T12:00:00.000Z',
    galleries: [{ title: 'Dziesmu svētki 2023', description: 'Mežaparks un gājiens.', images: 6 }],
  },
  {
    title: 'Rudens koncerts „Dziesma dzimtenei”',
    description:
      'Valsts svētku koncerts ar latviešu kora klasiku – Jāzepa Vītola, Emīla Dārziņa un Alfrēda Kalniņa dziesmām.',
    footer: 'Latvijas Universitātes Lielā aula.',
    current: false,
    date: '2022-11-17T17:00:00.000Z',
    galleries: [{ title: 'Dziesma dzimtenei', description: 'Valsts svētku koncerts.', images: 8 }],
  },
  {
    title: 'Kopkoncerts ar absolventu kori',
    description:
      'Vairāk nekā simts dziedātāju uz vienas skatuves – šodienas koris un absolventi dziedāja kopā kora 97. dzimšanas dienā.',
    footer: 'Paldies absolventiem par atsaucību!',
    current: false,
    date: '2022-10-08T16:00:00.000Z',
    galleries: [
      { title: 'Kora 97. dzimšanas diena', description: 'Kopā ar absolventiem.', images: 14 },
    ],
  },
  {
    title: 'Vasaras saulgriežu koncerts Turaidā',
    description:
      'Jāņu dziesmas un līgo dziesmu apdares brīvdabas koncertā Turaidas muzejrezervātā.',
    footer: 'Koncerts notika jebkuros laika apstākļos.',
    current: false,
    date: '2022-06-21T17:00:00.000Z',
    galleries: [{ title: 'Turaida', description: 'Saulgrieži brīvā dabā.', images: 7 }],
  },
  {
    title: 'Koru festivāls „Balsis” Liepājā',
    description:
      'Koris piedalījās festivālā koncertzālē „Lielais dzintars” kopā ar Liepājas, Ventspils un Kuldīgas koriem.',
    footer: 'Festivāla noslēguma koncerts – kopkorī.',
    current: false,
    date: '2021-09-25T15:00:00.000Z',
    galleries: [{ title: 'Liepāja', description: 'Festivāls „Balsis”.', images: 9 }],
  },
];

export interface SeedConductor {
  title: string;
  position: string;
  eng_position: string;
  description: string;
  eng_text: string;
  year_from: string;
  year_to: string;
  current: boolean;
}

/** Conductor titles use `<br>` as the line-break marker (see README). */
export const CONDUCTORS: SeedConductor[] = [
  {
    title: 'Laura Ozola',
    position: 'Galvenā diriģente un mākslinieciskā vadītāja',
    eng_position: 'Principal conductor and artistic director',
    description:
      'Laura Ozola kori vada kopš 2012. gada. Absolvējusi Jāzepa Vītola Latvijas Mūzikas akadēmiju kordiriģēšanas specialitātē, ar kori ieguvusi balvas starptautiskos konkursos.',
    eng_text:
      'Laura Ozola has led the choir since 2012. A graduate in choral conducting of the Jāzeps Vītols Latvian Academy of Music, she has won prizes with the choir at international competitions.',
    year_from: '2012',
    year_to: '',
    current: true,
  },
  {
    title: 'Mārtiņš Kalniņš',
    position: 'Diriģents',
    eng_position: 'Conductor',
    description:
      'Mārtiņš Kalniņš korī sāka kā dziedātājs basu grupā, bet kopš 2018. gada ir kora diriģents. Viņa sirdslieta ir latviešu tautasdziesmu apdares.',
    eng_text:
      'Mārtiņš Kalniņš started as a bass in the choir and has been its conductor since 2018. His passion is arrangements of Latvian folk songs.',
    year_from: '2018',
    year_to: '',
    current: true,
  },
  {
    title: 'Anna Liepiņa<br>Kora vokālā pedagoģe',
    position: 'Kormeistare',
    eng_position: 'Chorus master and vocal coach',
    description:
      'Anna Liepiņa rūpējas par kora balsu skanējumu un individuāli strādā ar katru dziedātāju. Korī kopš 2020. gada.',
    eng_text:
      'Anna Liepiņa looks after the sound of every voice group and works individually with each singer. With the choir since 2020.',
    year_from: '2020',
    year_to: '',
    current: true,
  },
  {
    title: 'Jānis Bērziņš',
    position: 'Kora dibinātājs un pirmais diriģents',
    eng_position: 'Founder and first conductor',
    description:
      'Kora dibinātājs, kurš pirmos dziedātājus aicināja no Universitātes studentu korporācijām.',
    eng_text: 'Founder of the choir, who gathered its first singers among the University students.',
    year_from: '1925',
    year_to: '1940',
    current: false,
  },
  {
    title: 'Kārlis Eglītis',
    position: 'Diriģents',
    eng_position: 'Conductor',
    description: 'Vadīja kori kara gados, kad mēģinājumi notika dziedātāju dzīvokļos.',
    eng_text: 'Led the choir through the war years, when rehearsals took place in singers’ flats.',
    year_from: '1941',
    year_to: '1951',
    current: false,
  },
  {
    title: 'Vilma Zariņa',
    position: 'Diriģente',
    eng_position: 'Conductor',
    description: 'Atjaunoja kora darbību un izveidoja tradīciju rīkot ikgadējo pavasara koncertu.',
    eng_text: 'Revived the choir and started the tradition of the annual spring concert.',
    year_from: '1952',
    year_to: '1968',
    current: false,
  },
  {
    title: 'Imants Kalējs',
    position: 'Diriģents',
    eng_position: 'Conductor',
    description: 'Viņa vadībā koris pirmo reizi koncertēja ārzemēs un ierakstīja pirmo skaņuplati.',
    eng_text: 'Under his baton the choir first toured abroad and recorded its first LP.',
    year_from: '1969',
    year_to: '1987',
    current: false,
  },
  {
    title: 'Dace Krūmiņa',
    position: 'Diriģente',
    eng_position: 'Conductor',
    description: 'Atmodas gadu diriģente – koris dziedāja barikādēs un Baltijas ceļā.',
    eng_text:
      'Conductor of the Awakening years – the choir sang at the barricades and on the Baltic Way.',
    year_from: '1988',
    year_to: '1999',
    current: false,
  },
  {
    title: 'Edgars Siliņš',
    position: 'Diriģents',
    eng_position: 'Conductor',
    description:
      'Paplašināja kora repertuāru ar laikmetīgo mūziku un aizveda kori uz pirmajiem starptautiskajiem konkursiem.',
    eng_text:
      'Broadened the repertoire with contemporary music and took the choir to its first international competitions.',
    year_from: '2000',
    year_to: '2011',
    current: false,
  },
];

export const ACHIEVEMENTS: { text: string; eng_text: string }[] = [
  {
    text: '2024 – Starptautiskā koru konkursa Tallinā zelta diploms jaukto koru kategorijā',
    eng_text:
      '2024 – Gold diploma in the mixed choir category, International Choir Competition in Tallinn',
  },
  {
    text: '2023 – XXVII Vispārējo latviešu Dziesmu svētku koru konkursa 2. vieta',
    eng_text: '2023 – 2nd place in the choir competition of the 27th Latvian Song Festival',
  },
  {
    text: '2019 – Latvijas koru konkursa „Dziesmu kari” Grand Prix',
    eng_text: '2019 – Grand Prix of the Latvian choir competition “Song Wars”',
  },
  {
    text: '2018 – Eiropas koru festivāla Florencē 1. vieta jaukto koru kategorijā',
    eng_text: '2018 – 1st place in the mixed choir category, European Choir Festival in Florence',
  },
  {
    text: '2016 – Baltijas studentu koru festivāla „Gaudeamus” laureāts',
    eng_text: '2016 – Laureate of the Baltic student choir festival “Gaudeamus”',
  },
  {
    text: '2013 – XXV Vispārējo latviešu Dziesmu svētku koru konkursa 3. vieta',
    eng_text: '2013 – 3rd place in the choir competition of the 25th Latvian Song Festival',
  },
  {
    text: '2010 – Latvijas Universitātes Atzinības raksts par ieguldījumu kultūrā',
    eng_text:
      '2010 – Certificate of Recognition of the University of Latvia for contribution to culture',
  },
];

export const HISTORY: { description: string; decoration: string }[] = [
  {
    description:
      '1925 – Universitātes aulā uz pirmo mēģinājumu sanāk divdesmit studenti. Pēc gada korī dzied jau sešdesmit balsis.',
    decoration: 'bottom',
  },
  {
    description:
      '1940–1951 – Kara un okupācijas gadi. Koris vairākkārt tiek slēgts, bet dziedātāji turpina tikties un dziedāt.',
    decoration: 'top-right',
  },
  {
    description:
      '1969 – Pirmā koncertturneja ārpus Latvijas un pirmā skaņuplate ar latviešu kora mūziku.',
    decoration: 'bottom-left',
  },
  {
    description:
      '1989 – Koris dzied Baltijas ceļā, bet 1991. gada janvārī – barikādēs pie Doma laukuma.',
    decoration: 'scatter',
  },
  {
    description:
      '2018 – Latvijas simtgadē koris dzied Dziesmu svētku kopkorī un uzsāk gatavošanos savai simtgadei.',
    decoration: 'circle',
  },
  {
    description: '2025 – Kora simtā sezona un albums „Vara saknes”.',
    decoration: 'bottom',
  },
];

/**
 * Placeholder embed URLs of well-known public demo videos (privacy-enhanced YouTube): the
 * choir's own recordings replace them in production.
 */
export const VIDEOS: { title: string; source: string }[] = [
  {
    title: 'Ziemassvētku koncerts „Gaismas ceļš” (2024)',
    source: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  },
  {
    title: 'Pūt, vējiņi – Dziesmu svētki 2023',
    source: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=120',
  },
  {
    title: 'Konkursa uzstāšanās Tallinā (2024)',
    source: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
  },
  {
    title: 'Albums „Vara saknes” – ieraksta aizkulises',
    source: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
  },
  {
    title: 'Kora 97. dzimšanas dienas koncerts',
    source: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=30',
  },
  {
    title: 'Saulgrieži Turaidā (2022)',
    source: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ',
  },
];
