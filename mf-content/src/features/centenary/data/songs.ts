/**
 * The 27 songs of the centenary concert „Celies līdzi” (docs/product.md#pages, #constants), in concert order.
 *
 * Texts: Latvian folk verses (tautasdziesmas, in the public domain; some in our own variants)
 * and verses written for this site. Composers, poets, soloists and every other person named
 * here are invented, apart from the choir's conductors of the demo data. The choir changes a
 * song here without touching the layout.
 */
export interface CentenarySong {
  /** Stable key (ids in the page are built from it). */
  id: string;
  part: 1 | 2;
  title: string;
  /** Composer and lyricist line, as the printed programme gives it. */
  authors: string;
  /** Stanzas, each a list of lines. */
  lyrics: readonly (readonly string[])[];
  soloists?: readonly string[];
  /** Who sings, when it is not the choir alone (the joint choir with alumni). */
  performers?: string;
  conductor: string;
  /** A word from the composer, for some songs. */
  comment?: { author: string; text: string };
}

const FOLK = 'latviešu tautasdziesma';
const OZOLA = 'Laura Ozola';
const KALNINS = 'Mārtiņš Kalniņš';
const LIEPINA = 'Anna Liepiņa';
const JOINT = 'apvienotais koris ar absolventiem';

export const CENTENARY_SONGS: readonly CentenarySong[] = [
  // I daļa. Saknes: the folk songs and choir classics sung since the first years.
  {
    id: 'dziedot-dzimu',
    part: 1,
    title: 'Dziedot dzimu, dziedot augu',
    authors: `${FOLK}, apdare – Jānis Bērziņš`,
    conductor: OZOLA,
    lyrics: [
      [
        'Dziedot dzimu, dziedot augu,',
        'Dziedot mūžu nodzīvoju;',
        'Dziedot gāju Dieva dārzā,',
        'Dziesmu nesu rociņā.',
      ],
      [
        'Dziesmu dziedu, dziesmu klausos,',
        'Dziesma mani pavadīja:',
        'Kur es gāju, kur es stāvu,',
        'Dziesma gāja man līdzās.',
      ],
    ],
  },
  {
    id: 'riga-dimd',
    part: 1,
    title: 'Rīga dimd',
    authors: `${FOLK}, apdare – Edīte Strautiņa`,
    conductor: KALNINS,
    lyrics: [
      [
        'Rīga dimd, Rīga dimd,',
        'Kas to Rīgu dimdināja?',
        'Jauni puiši kumeļos',
        'Pa tiltiņu jādami.',
      ],
      [
        'Rīga dimd, Rīga skan,',
        'Kas to Rīgu skandināja?',
        'Jaunas meitas dziedādamas',
        'Pa Daugavu braukdamas.',
      ],
    ],
  },
  {
    id: 'tumsa-nakte',
    part: 1,
    title: 'Tumša nakte, zaļa zāle',
    authors: `${FOLK}, apdare – Ansis Vilks`,
    conductor: LIEPINA,
    lyrics: [
      [
        'Tumša nakte, zaļa zāle,',
        'Kur, puisīti, tu jāsi?',
        'Jāšu tur, kur meitas dzied,',
        'Kur deg uguns vārtu galā.',
      ],
      [
        'Meitas dzied, uguns deg,',
        'Rasa krīt uz zaļas zāles;',
        'Tumša nakte, zaļa zāle,',
        'Gaiša dziesma sētiņā.',
      ],
    ],
  },
  {
    id: 'div-dujinas',
    part: 1,
    title: 'Div’ dūjiņas',
    authors: `${FOLK}, apdare – Inese Priede`,
    soloists: ['Rūta Kalēja (soprāns)'],
    conductor: OZOLA,
    lyrics: [
      [
        'Div’ dūjiņas gaisā skrēja,',
        'Abas skrēja dziedādamas;',
        'Viena skrēja Rīgas pilī,',
        'Otra manā istabā.',
      ],
      [
        'Tā, kas skrēja Rīgas pilī,',
        'Tā nes zelta valodiņu;',
        'Tā, kas skrēja istabā,',
        'Tā man dzied vakarā.',
      ],
    ],
  },
  {
    id: 'aija-zuzu',
    part: 1,
    title: 'Aijā, žūžū',
    authors: `${FOLK}, apdare – Kristaps Lūsis`,
    soloists: ['Laura Vanaga (alts)'],
    conductor: LIEPINA,
    lyrics: [
      [
        'Aijā, žūžū, mazs bērniņš,',
        'Vēja šūpļi šūpojās;',
        'Māte dzied, tēvs malku skalda,',
        'Miegs nāk pāri pļaviņai.',
      ],
      [
        'Aijā, žūžū, aijā, žūžū,',
        'Aizver savas actiņas;',
        'Rītā saule tevi modīs',
        'Ar sudraba stariņiem.',
      ],
    ],
  },
  {
    id: 'jurina',
    part: 1,
    title: 'Jūriņ’ prasa smalku tīklu',
    authors: `${FOLK}, apdare – Rihards Dzirkalis`,
    conductor: KALNINS,
    lyrics: [
      [
        'Jūriņ’ prasa smalku tīklu,',
        'Smalku tīklu, vieglu laivu;',
        'Jūras vējš man prasa dziesmu,',
        'Lai var laivu pūst uz krastu.',
      ],
      ['Es izbraucu jūriņā', 'Pašā rīta gaismiņā;', 'Vakarā es pārbraucu', 'Ar pilnām laiviņām.'],
    ],
  },
  {
    id: 'vakara-dziesma',
    part: 1,
    title: 'Vakara dziesma',
    authors: `mūzika – Jānis Bērziņš, vārdi – ${FOLK}`,
    conductor: OZOLA,
    lyrics: [
      [
        'Saule iet vakarā,',
        'Zelta jostu atraisīja;',
        'Pakar jostu ozolā,',
        'Lai tā mirdz visu nakti.',
      ],
      [
        'Nāc, māsiņa, nāc, brālīti,',
        'Sēdēsim pie vārtiem;',
        'Dziedāsim, kamēr rasa',
        'Zvaigžņu takas noslauka.',
      ],
    ],
  },
  {
    id: 'janu-nakts',
    part: 1,
    title: 'Jāņu nakts',
    authors: `${FOLK}, apdare – Edīte Strautiņa`,
    soloists: ['Kārlis Priedītis (tenors)'],
    conductor: KALNINS,
    lyrics: [
      ['Jāņu nakti, Jāņu nakti,', 'Līgo, līgo,', 'Visas zāles ziedu nesa,', 'Līgo, līgo.'],
      ['Jāņu bērni, Jāņu bērni,', 'Līgo, līgo,', 'Nesiet vainagus uz sētu,', 'Līgo, līgo.'],
      ['Kas to nakti negulēja,', 'Līgo, līgo,', 'Tas redzēja papardīti,', 'Līgo, līgo.'],
    ],
  },
  {
    id: 'kalejs',
    part: 1,
    title: 'Kalējs kala debesīs',
    authors: `${FOLK}, apdare – Ansis Vilks`,
    soloists: ['Edgars Krūmiņš (bass)'],
    conductor: OZOLA,
    lyrics: [
      [
        'Kalējs kala debesīs,',
        'Ogles bira Daugavā;',
        'Es pietecu, salasīju',
        'Pilnu savu villainīti.',
      ],
      [
        'Kalējs kala Saules jostu,',
        'Mēnesīšam zobentiņu;',
        'Man, jaunai, kala gredzenu,',
        'Lai tas spīd, kad es dziedu.',
      ],
    ],
  },
  {
    id: 'bedu-manu',
    part: 1,
    title: 'Bēdu manu, lielu bēdu',
    authors: `${FOLK}, apdare – Inese Priede`,
    conductor: LIEPINA,
    lyrics: [
      [
        'Bēdu manu, lielu bēdu,',
        'Es par bēdu nebēdāju:',
        'Liku bēdu zem akmeņa,',
        'Pāri gāju dziedādama.',
      ],
      [
        'Kam, bēdiņa, tu man nāci',
        'Ceļmalā pretī stāvēt?',
        'Es dziesmiņu uzdziedāju,',
        'Tu ar vēju projām gāji.',
      ],
    ],
  },
  {
    id: 'es-tev-dziedu',
    part: 1,
    title: 'Es tev dziedu',
    authors: `mūzika – Ansis Vilks, vārdi – ${FOLK}`,
    soloists: ['Rūta Kalēja (soprāns)', 'Toms Ābele (tenors)'],
    conductor: KALNINS,
    lyrics: [
      [
        'Es tev dziedu, tu man dziedi,',
        'Tā mēs abi dziedājām;',
        'Ne es tevi pārdziedāju,',
        'Ne tu mani pārdziedāji.',
      ],
      [
        'Tu no kalna, es no lejas,',
        'Dziesmas tikās vidiņā;',
        'Tur tās auga, tur tās zied',
        'Kā ābele dārziņā.',
      ],
    ],
  },
  {
    id: 'gaismina-ausa',
    part: 1,
    title: 'Gaismiņa ausa',
    authors: `${FOLK}, apdare – Pēteris Ozoliņš`,
    conductor: OZOLA,
    lyrics: [
      [
        'Gaismiņa ausa, saulīte lēca,',
        'Es jau biju kājiņās;',
        'Man bij’ agri jāceļas,',
        'Citiem dziesma jāuzsāk.',
      ],
      [
        'Ceļaties, ļaudis, saule jau lēca,',
        'Rasa laistās pļaviņā;',
        'Kas ar dziesmu dienu sāka,',
        'Tam visa diena gaiša.',
      ],
    ],
  },
  {
    id: 'meza-balsis',
    part: 1,
    title: 'Meža balsis',
    authors: 'mūzika – Rihards Dzirkalis, vārdi – Roberts Mežaks',
    conductor: LIEPINA,
    lyrics: [
      [
        'Egles runā pāri galvām,',
        'Bērzi atbild sudrabā;',
        'Klausies, kā pa meža takām',
        'Tūkstoš balsu sabalsā.',
      ],
      [
        'Nevienai nav tādas skaņas,',
        'Nevienai nav tāda laika –',
        'Kopā visas vienu dziesmu',
        'Meža tumsā gaismu taisa.',
      ],
    ],
    comment: {
      author: 'Rihards Dzirkalis',
      text: 'Šo dziesmu uzrakstīju kora vasaras nometnē, klausoties, kā vakarā mežā sasaucas dziedātāji. Gribējās, lai katra balss skan kā cits koks, bet kopā – kā viens mežs. Koris to dzied jau vairāk nekā četrdesmit gadus, un man joprojām šķiet, ka mežs katru reizi ir mazliet citāds.',
    },
  },
  {
    id: 'par-daugavu',
    part: 1,
    title: 'Pār Daugavu',
    authors: `${FOLK}, apdare – Kristaps Lūsis`,
    conductor: KALNINS,
    lyrics: [
      [
        'Pār Daugavu laipa gāja,',
        'Pār laipiņu sīki soļi;',
        'Kas tos soļus tur sadzirdēs,',
        'Tam es dziesmu aizdziedāšu.',
      ],
      [
        'Daugav’ abas malas zaļas,',
        'Vidū tek sudraba ūdens;',
        'Es pa vidu laivu vadu,',
        'Dziesmu vedu abām malām.',
      ],
    ],
  },

  // II daļa. Zari: new songs written for the centenary by singers and friends of the choir.
  {
    id: 'simts-gadu-dziesma',
    part: 2,
    title: 'Simts gadu dziesma',
    authors: 'mūzika – Marta Zeltiņa, vārdi – Ilze Vītola',
    conductor: OZOLA,
    lyrics: [
      [
        'Simts gadu – tā ir viena dziesma,',
        'Ko dzied no balss uz balsi tālāk,',
        'Kā uguni, ko no rokas rokā',
        'Caur tumšām ziemām nesa cauri.',
      ],
      [
        'Un katrs, kurš te reiz ir stāvējis,',
        'Vēl klusi līdzi dzied ar mums –',
        'Pa vienam skaņas nāk un aiziet,',
        'Bet dziesma paliek. Dziesma – mūsu.',
      ],
    ],
    comment: {
      author: 'Marta Zeltiņa',
      text: 'Korī es dziedāju astoņus gadus, un tieši šeit pirmo reizi dzirdēju savu mūziku skanam. Rakstot šo dziesmu, domāju par visiem, kas stāvējuši uz šīs skatuves pirms manis un stāvēs pēc manis. Sākumā melodiju dzied viena balss, un pamazām tai pievienojas visas pārējās – tā, kā simts gados korim pievienojušies tūkstoši dziedātāju.',
    },
  },
  {
    id: 'otrdiena-un-ceturtdiena',
    part: 2,
    title: 'Otrdiena un ceturtdiena',
    authors: 'mūzika – Kristaps Lūsis, vārdi – Roberts Mežaks',
    soloists: ['Valdis Kļaviņš (bass)'],
    conductor: KALNINS,
    lyrics: [
      [
        'Otrdien pusseptiņos',
        'Pilsēta vēl steidzas mājās,',
        'Bet pa Raiņa bulvāri',
        'Dziedātāji aulā nāk.',
      ],
      [
        'Ceturtdien pusseptiņos',
        'Atkal tās pašas kāpnes kāpjam;',
        'Nedēļā divi vakari –',
        'Un mūžs kļūst dziesmu pilns.',
      ],
    ],
    comment: {
      author: 'Kristaps Lūsis',
      text: 'Dziesma par to, ko zina katrs korists: nedēļā ir divi vakari, kas pieder korim, lai kas notiktu. Ritms atdarina soļus pa aulas kāpnēm, un basa solo ir veltījums visiem, kas uz mēģinājumu skrien pēdējā brīdī.',
    },
  },
  {
    id: 'aula-nakti',
    part: 2,
    title: 'Aula naktī',
    authors: 'mūzika – Inese Priede, vārdi – Ilze Vītola',
    soloists: ['Zane Liepa (alts)'],
    conductor: LIEPINA,
    lyrics: [
      [
        'Kad izdziest gaisma lielajā zālē',
        'Un pēdējais akords ir aizgājis,',
        'Vēl sienas to klusi tur savās plaukstās',
        'Kā siltumu, kas nav atdzisis.',
      ],
      [
        'Un naktī, kad aula ir tukša un tumša,',
        'Tā dungo pa vienai mūsu skaņai –',
        'Tā glabā simts gadu dziesmas kā sēklas,',
        'Kas rītā atkal sāks dīgt un zaļot.',
      ],
    ],
  },
  {
    id: 'studentu-vasara',
    part: 2,
    title: 'Studentu vasara',
    authors: 'mūzika – Ansis Vilks, vārdi – Roberts Mežaks',
    conductor: KALNINS,
    lyrics: [
      [
        'Sesija galā, grāmatas ciet,',
        'Vasara sauc pa logu;',
        'Ņemam līdzi ģitāru un dziesmas',
        'Un braucam uz Gaujas krastu.',
      ],
      [
        'Ugunskurs dzirksteles sēj debesīs,',
        'Naktis kā piens un medus;',
        'Kas kopā dziedājis saullēktā,',
        'Tie visu mūžu draugi.',
      ],
    ],
  },
  {
    id: 'sniegs',
    part: 2,
    title: 'Sniegs pār Raiņa bulvāri',
    authors: 'mūzika – Edīte Strautiņa, vārdi – Ilze Vītola',
    soloists: ['Elīna Saulīte (soprāns)'],
    conductor: OZOLA,
    lyrics: [
      [
        'Sniegs pār Raiņa bulvāri krīt',
        'Lēni, lēni kā nots pēc nots;',
        'Laternu gaismā tas dzied un mirdz,',
        'Un pilsēta klusi klausās.',
      ],
      [
        'Mēs ejam mājās pēc mēģinājuma,',
        'Vēl dziesma kūp mums no lūpām;',
        'Un katrā pārslā, kas pleciem krīt,',
        'Ir drusciņa mūsu balss.',
      ],
    ],
    comment: {
      author: 'Edīte Strautiņa',
      text: 'Reiz decembrī pēc mēģinājuma mēs ilgi stāvējām uz ielas un negribējām šķirties. Sniga tik lēni, ka šķita – pilsēta ieklausās. Klavieru pavadījums atdarina krītošas pārslas, bet soprāna solo ir tā balss, kas tonakt vēl dziedāja, kad citi jau bija aizgājuši.',
    },
  },
  {
    id: 'balsu-upe',
    part: 2,
    title: 'Balsu upe',
    authors: 'mūzika – Pēteris Ozoliņš, vārdi – Roberts Mežaks',
    conductor: LIEPINA,
    lyrics: [
      [
        'Soprāni kā avoti augšā,',
        'Alti kā strauts pa akmeņiem,',
        'Tenori kā krāces, kas steidzas,',
        'Basi kā dziļums zem tiem.',
      ],
      [
        'Un visas kopā satek',
        'Vienā platā upē,',
        'Kas nes mūs cauri gadiem',
        'Uz jūru, kur dziesma dzimst.',
      ],
    ],
  },
  {
    id: 'varti',
    part: 2,
    title: 'Vārti',
    authors: `mūzika – Marta Zeltiņa, vārdi – ${FOLK}`,
    soloists: ['Anete Rozīte (soprāns)', 'Kārlis Priedītis (tenors)'],
    conductor: OZOLA,
    lyrics: [
      [
        'Vaļā vārti, vaļā vārti,',
        'Nāk dziedātāji sētā;',
        'Celiet galdu, lieciet maizi,',
        'Lai tiem dziesma neapstājas.',
      ],
      [
        'Vaļā vārti, vaļā durvis,',
        'Nāk jauni, nāk veci;',
        'Kas reiz gāja caur šiem vārtiem,',
        'Tas atkal atnāks mājās.',
      ],
    ],
  },
  {
    id: 'gaismas-krasts',
    part: 2,
    title: 'Gaismas krasts',
    authors: 'mūzika – Rihards Dzirkalis, vārdi – Ilze Vītola',
    conductor: KALNINS,
    lyrics: [
      [
        'Ir kaut kur krasts, kur gaisma nerimst,',
        'Kur vilnis nes tikai siltas balsis;',
        'Uz turieni airējam, dziedot pret vēju,',
        'Un katrs airis ir viena nots.',
      ],
      [
        'Kad nogurst rokas, tad dziesma irā,',
        'Kad nogurst balss, tad palīdz tas, kas blakus stāv;',
        'Tā mēs to krastu sasniegsim kopā –',
        'Ne viens, bet visi, ne šodien, bet reiz.',
      ],
    ],
  },
  {
    id: 'vecmaminas-notis',
    part: 2,
    title: 'Vecmāmiņas notis',
    authors: 'mūzika – Inese Priede, vārdi – Roberts Mežaks',
    soloists: ['Laura Vanaga (alts)'],
    conductor: LIEPINA,
    lyrics: [
      [
        'Bēniņos kastē, zem veciem žurnāliem,',
        'Atradu notis ar zīmuļa piezīmēm:',
        '„Te elpot”, „te klusāk”, „te smaidīt” –',
        'Un malā: „Otrdien. Neaizmirst!”',
      ],
      [
        'Es dziedu tās pašas notis šodien',
        'Tai pašā aulā, tai pašā vietā,',
        'Un zīmuļa vārdi man čukst caur gadiem:',
        '„Te elpot. Te klusāk. Te smaidīt.”',
      ],
    ],
    comment: {
      author: 'Inese Priede',
      text: 'Mana vecmāmiņa dziedāja šajā korī piecdesmitajos gados. Kad atradām viņas nošu kasti, malās bija viņas piezīmes – tās ir kļuvušas par šīs dziesmas vārdiem. Ja arī jums mājās glabājas kora notis, fotogrāfijas vai vēstules, atnesiet tās: tieši no tādām lietām top kora vēsture.',
    },
  },
  {
    id: 'draugiem',
    part: 2,
    title: 'Draugiem',
    authors: 'mūzika – Ansis Vilks, vārdi – Ilze Vītola',
    soloists: ['Toms Ābele (tenors)', 'Edgars Krūmiņš (bass)'],
    conductor: KALNINS,
    lyrics: [
      [
        'Par tiem, kas pēc mēģinājuma',
        'Vēl ilgi nevar šķirties,',
        'Par tiem, kas turnejas autobusā',
        'Līdz rītam dziesmas dzied –',
      ],
      [
        'Šo dziesmu dziedam, draugi,',
        'Par jums un par mums visiem:',
        'Ne nots bez jums nebūtu skanējusi,',
        'Ne diena bez jums – tik gaiša.',
      ],
    ],
  },
  {
    id: 'mates-valoda',
    part: 2,
    title: 'Mātes valoda',
    authors: 'mūzika – Edīte Strautiņa, vārdi – Ilze Vītola',
    conductor: OZOLA,
    lyrics: [
      [
        'Valoda, ko mācīja māte,',
        'Ir dziesma, ko dziedu es;',
        'Tajā ir rasa un maize',
        'Un saule, kas rītā lec.',
      ],
      [
        'Lai skan tā aulās un pļavās,',
        'Lai skan tā tālās zemēs,',
        'Lai dzird to bērni un mazbērni',
        'Un dzied to tālāk pēc mums.',
      ],
    ],
  },
  {
    id: 'put-vejini',
    part: 2,
    title: 'Pūt, vējiņi',
    authors: `${FOLK}, apdare – Pēteris Ozoliņš`,
    performers: JOINT,
    conductor: OZOLA,
    lyrics: [
      [
        'Pūt, vējiņi, dzen laiviņu,',
        'Aizdzen mani Kurzemē!',
        'Kurzemniece man solīja',
        'Sav’ meitiņu malējiņu.',
      ],
      [
        'Solīt sola, bet nedeva,',
        'Sauca mani dzērājiņu,',
        'Sauca mani dzērājiņu,',
        'Kumeliņu skrējējiņu.',
      ],
    ],
  },
  {
    id: 'celies-lidzi',
    part: 2,
    title: 'Celies līdzi',
    authors: 'mūzika – Marta Zeltiņa, vārdi – Ilze Vītola',
    performers: JOINT,
    conductor: `${OZOLA} un ${KALNINS}`,
    lyrics: [
      [
        'Celies līdzi, kad dziesma sākas,',
        'Celies līdzi, kaut balss vēl trīc –',
        'Aiz mums stāv simts gadu dziedātāju,',
        'Un priekšā gaida jauns rīts.',
      ],
      [
        'Celies līdzi no pirmās rindas,',
        'Celies līdzi no pēdējās,',
        'Lai aula kļūst par vienu balsi,',
        'Kas vēl pēc simts gadiem skanēs.',
      ],
      ['Celies līdzi, celies līdzi –', 'Darbā, draudzībā, daiļumā!'],
    ],
    comment: {
      author: 'Marta Zeltiņa',
      text: 'Nosaukumu koncertam un dziesmai deva kora tradīcija: koncerta beigās absolventi zālē pieceļas un dzied līdzi. Šoreiz viņi būs uz skatuves. Dziesma uzrakstīta tā, lai to var iemācīties vienā kopmēģinājumā, bet refrēnu zāle var dziedāt līdzi jau pēc pirmās reizes.',
    },
  },
];
