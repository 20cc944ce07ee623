/**
 * The 15 songs of the album (docs/product.md#pages, #constants). The texts are the team's own verses in the manner
 * of Latvian folk songs (dainas), written for this site: no copyrighted lyrics are copied.
 * Each stanza is one string, its lines separated by "\n".
 */
export interface Song {
  title: string;
  /** The composer/lyricist line. */
  credits: string;
  stanzas: string[];
}

const folkMelody = 'Mūzika: latviešu tautas melodija · Vārdi: kora dziedātāji';
const ours = 'Mūzika un vārdi: kora dziedātāji';

export const songs: Song[] = [
  {
    title: 'Vara saknes',
    credits: ours,
    stanzas: [
      'Dziļi zemē vara saknes,\nAugšā zaļa liepa zied;\nKas no saknēm spēku smeļas,\nTas pret vēju droši iet.',
      'Tēvu tēvi sēklu sēja,\nMātes dziesmas rakstos auda;\nMēs to dziesmu tālāk nesam,\nLai tā skan vēl simtu gadu.',
    ],
  },
  {
    title: 'Rīta dziesma',
    credits: folkMelody,
    stanzas: [
      'Saulīt’ lēca rītā agri,\nZelta vārtus atvērdama;\nCelies, māsa, celies, brāli,\nDziesma gaida ceļā doties.',
      'Rasa spīd uz zāles stiebra,\nCīrulītis debess malā;\nKas ar dziesmu dienu sāka,\nTam visu dienu viegla sirds.',
    ],
  },
  {
    title: 'Upe nesa zelta laivu',
    credits: folkMelody,
    stanzas: [
      'Upe nesa zelta laivu,\nLaivā sēdēj’ trīs dziedātāji;\nVienam balss kā vara zvans,\nOtram kā lakstīgalai.',
      'Trešais klusi līdzi dūca,\nVilnīšiem pie malas sitot;\nVisi trīs, kad kopā dzied,\nUpe pati apstājas.',
    ],
  },
  {
    title: 'Dziesmu kamoliņš',
    credits: ours,
    stanzas: [
      'Es tinu dziesmu kamoliņu\nGaru, garu vakariņu;\nKur es iešu, tur to tīšu,\nLai man ceļš nav vientulīgs.',
      'Kamoliņu draugam metu,\nDraugs to tālāk citam meta;\nTā mums visiem viena dziesma,\nVienā auklā sasieta.',
    ],
  },
  {
    title: 'Kalnā auga zaļš ozols',
    credits: folkMelody,
    stanzas: [
      'Kalnā auga zaļš ozols,\nZari sniedzās debesīs;\nZem tā zariem jaunie gāja\nVakarā dziesmas dziedāt.',
      'Vējš nolauza sausu zaru,\nZaļa zara nelauza;\nTā mēs turam kopā stipri,\nKad pār mums vētra iet.',
    ],
  },
  {
    title: 'Vakara dziesma',
    credits: folkMelody,
    stanzas: [
      'Saule gāja vakarā\nAiz zilā meža gulēt;\nZvaigznes klusi iedegās\nPār tālo tīrumu.',
      'Nāc nu, māmiņ, sēdi blakus,\nDziedāsim vēl vienu dziesmu;\nLai tā klusi ieaijā\nVisu māju, visu sētu.',
    ],
  },
  {
    title: 'Daugaviņa plati tek',
    credits: folkMelody,
    stanzas: [
      'Daugaviņa plati tek,\nKrastos kārkli zaļi zied;\nNesa viļņi manu dziesmu\nLīdz pašai jūrmalai.',
      'Jūrā dziesma neapslīka,\nViļņos tā nepazuda;\nAtnesa to vējiņš atpakaļ\nPie manām durvīm.',
    ],
  },
  {
    title: 'Īsa nakts',
    credits: ours,
    stanzas: [
      'Līgo, līgo, vasariņa,\nĪsa nakts un garš vakars;\nUguns kalnā augstu kāpa,\nDziesmas skanēja līdz rītam.',
      'Vainagā es pīšu ziedus,\nOzollapas, papardītes;\nKas ar dziesmu nakti sagaida,\nTam visu gadu laime līdz.',
    ],
  },
  {
    title: 'Balts sniedziņš',
    credits: folkMelody,
    stanzas: [
      'Balts sniedziņš zemi sedza,\nKlusi snigdams visu nakti;\nMēs brauksim ar kamaniņām\nCiemā dziesmas dziedāt.',
      'Zvaniņš zirgam loka galā\nSkanēja kā sudrabs tīrs;\nKur mēs iebraucām ar dziesmu,\nTur ar’ salu nejutām.',
    ],
  },
  {
    title: 'Trīs māsiņas',
    credits: folkMelody,
    stanzas: [
      'Trīs māsiņas rītā gāja\nRasu brist pa pļaviņu;\nViena nesa zelta grābekli,\nOtra sudraba izkapti.',
      'Trešā nesa dziesmu rokā,\nTā no visām bagātākā;\nZelts nodils, sudrabs zudīs,\nDziesma paliks mūžīgi.',
    ],
  },
  {
    title: 'Nāc, pavasar',
    credits: ours,
    stanzas: [
      'Nāc, pavasar, nāc ātrāk,\nAtnes zaļu lapiņu;\nBērzam pumpuri jau briest,\nStrazdam dziesma kaklā trīc.',
      'Es ar’ dziedāt gribu, gribu\nAr to strazdu sacensties;\nKurš no mums to skaļāk dzied,\nTo lai saule pirmo sveic.',
    ],
  },
  {
    title: 'Tēvu sēta',
    credits: folkMelody,
    stanzas: [
      'Tēvu sētā liepa zied,\nBites dūc pie zariņiem;\nTur es augu, tur es dziedu,\nTur man sirds vienmēr mājās.',
      'Lai es eju tālu ceļu,\nPāri jūrām, pāri kalniem,\nTēvu sētas liepas smarža\nLīdzi nāk kā klusa dziesma.',
    ],
  },
  {
    title: 'Roku rokā',
    credits: ours,
    stanzas: [
      'Roku rokā sadevāmies,\nLielu apli sastājām;\nKas vienā aplī dzied,\nTam nekādas bēdas nav.',
      'Lai tas aplis neizjūk,\nLai tā dziesma neapklust;\nSimtu gadu tā mēs stāvam,\nSimtu vēl lai nostāvam.',
    ],
  },
  {
    title: 'Vējiņš nesa dziesmu',
    credits: folkMelody,
    stanzas: [
      'Vējiņš pūta, zarus loka,\nDziesmu nesa pāri laukiem;\nKas to dzirdēja pa ceļam,\nTas ar’ līdzi dziedāja.',
      'Tā no sētas uz sētu,\nNo ciemata uz ciematu;\nViena dziesma, simtu balsu\nPāri visai Latvijai.',
    ],
  },
  {
    title: 'Paldies',
    credits: ours,
    stanzas: [
      'Paldies saka dziedātāji\nKatram, kas ar mums nāca,\nKas klausījās, kas dziedāja,\nKas mums ceļu rādīja.',
      'Lai šī dziesma paliek jums,\nLai tā ausīs klusi skan;\nKad mēs atkal kopā nāksim,\nSāksim to no jauna dziedāt.',
    ],
  },
];
