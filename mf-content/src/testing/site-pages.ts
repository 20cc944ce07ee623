import type { ComponentType } from 'react';
import { SITE } from './site-api';

/** One exposed page as the shell routes it, with what its server render must fetch and show. */
export interface SitePage {
  module: string;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The `content:` keys of its resources (README "Server rendering"). */
  keys: string[];
  /** The API requests of those calls: exactly the browser's first requests (path?query). */
  requests: string[];
  /** Texts the server's HTML must already show (data included). */
  shows: string[];
}

export const SITE_PAGES: SitePage[] = [
  {
    module: 'HomePage',
    path: '/',
    load: () => import('../exposes/HomePage'),
    keys: [],
    requests: [],
    shows: ['LU jauktais koris', 'Darbs', 'Draudzība', 'Daiļums'],
  },
  {
    module: 'EnglishHomePage',
    path: '/en',
    load: () => import('../exposes/EnglishHomePage'),
    keys: [],
    requests: [],
    shows: ['Work · Friendship · Beauty'],
  },
  {
    module: 'EventsPage',
    path: '/events',
    load: () => import('../exposes/EventsPage'),
    keys: ['content:events:current:0:2'],
    requests: ['/api/events/current?skip=0&take=2'],
    shows: ['NOTIKUMI', SITE.currentEvents[0]!.title, SITE.currentEvents[1]!.title],
  },
  {
    module: 'ArchivePage',
    path: '/archive',
    load: () => import('../exposes/ArchivePage'),
    keys: ['content:events:old:0:2'],
    requests: ['/api/events/old?skip=0&take=2'],
    shows: ['Arhīvs', SITE.oldEvents[0]!.title],
  },
  {
    module: 'AboutPage',
    path: '/about-us',
    load: () => import('../exposes/AboutPage'),
    keys: [
      'content:achievements',
      'content:conductors:current',
      'content:conductors:old',
      'content:singers:order',
    ],
    requests: ['/api/achievements', '/api/conductors/current', '/api/conductors/old'],
    shows: [
      'Mēs esam draugu kopiena.',
      '2024 – Zelta diploms',
      'KORA BALSIS',
      'Laura Ozola',
      'Jānis Bērziņš',
    ],
  },
  {
    module: 'EnglishAboutPage',
    path: '/en/about-us',
    load: () => import('../exposes/EnglishAboutPage'),
    keys: ['content:achievements', 'content:conductors:current'],
    requests: ['/api/achievements', '/api/conductors/current'],
    shows: ['We are a community of friends.', '2024 – Gold diploma', 'Principal conductor'],
  },
  {
    module: 'HistoryPage',
    path: '/history',
    load: () => import('../exposes/HistoryPage'),
    keys: ['content:history-events'],
    requests: ['/api/history-events'],
    shows: ['Simt gadu un viena dziesma.', '1925 – Pirmais mēģinājums.'],
  },
  {
    module: 'GetInvolvedPage',
    path: '/iesaisties',
    load: () => import('../exposes/GetInvolvedPage'),
    keys: [],
    requests: [],
    shows: ['Iesaisties', 'Atbalsti kori'],
  },
  {
    module: 'JoinPage',
    path: '/pievienojies',
    load: () => import('../exposes/JoinPage'),
    keys: [],
    requests: [],
    shows: ['Pievienojies', 'Kopmēģinājums'],
  },
  {
    module: 'CentenaryPage',
    path: '/celies_lidzi',
    load: () => import('../exposes/CentenaryPage'),
    keys: ['content:centenary:group-picture'],
    requests: [],
    shows: ['Celies līdzi', 'I daļa'],
  },
  {
    module: 'QuizPage',
    path: '/games/dziptcha',
    load: () => import('../exposes/QuizPage'),
    keys: ['content:quiz:order'],
    requests: [],
    shows: ['Dziptcha', 'Pārbaudīt'],
  },
];

/** The `content:` keys a render recorded, sorted (the texts' `setting:` keys are shared's). */
export const contentKeys = (data: Record<string, unknown>) =>
  Object.keys(data)
    .filter((key) => key.startsWith('content:'))
    .sort();
