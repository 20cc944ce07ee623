/**
 * Every endpoint the content pages read, with a little data each: for the tests that render
 * the pages as the shell's server does and hydrate them (issue 13).
 */
import {
  makeAchievement,
  makeConductor,
  makeHistoryEvent,
  mockContentApi,
  settingRoutes,
} from './about-support';
import { json, makeEvent, pagedList } from './api-mock';

export const SITE = {
  /** Three current events: a first page of two, more to come. */
  currentEvents: [
    makeEvent({ id: 101, title: 'Pavasara koncerts', order: 1 }),
    makeEvent({ id: 102, title: 'Vasaras nometne', order: 2 }),
    makeEvent({ id: 103, title: 'Rudens sezona', order: 3 }),
  ],
  /** One old event: the archive's first page is short, so it is the whole archive. */
  oldEvents: [makeEvent({ id: 201, title: 'Simtgades koncerts', order: 1, is_current: 0 })],
  achievements: [
    makeAchievement({ id: 1, text: '2024 – Zelta diploms', eng_text: '2024 – Gold diploma' }),
  ],
  currentConductors: [
    makeConductor({ id: 1, title: 'Laura Ozola', eng_position: 'Principal conductor' }),
  ],
  oldConductors: [makeConductor({ id: 3, title: 'Jānis Bērziņš', is_current: 0 })],
  historyEvents: [makeHistoryEvent({ id: 1, description: '1925 – Pirmais mēģinājums.' })],
};

/** The API of the content pages at the fetch boundary; every call is recorded. */
export function mockSiteApi() {
  return mockContentApi({
    ...settingRoutes().routes,
    'GET /api/events/current': pagedList(() => SITE.currentEvents),
    'GET /api/events/old': pagedList(() => SITE.oldEvents),
    'GET /api/achievements': () => json(SITE.achievements),
    'GET /api/conductors/current': () => json(SITE.currentConductors),
    'GET /api/conductors/old': () => json(SITE.oldConductors),
    'GET /api/history-events': () => json(SITE.historyEvents),
  });
}
