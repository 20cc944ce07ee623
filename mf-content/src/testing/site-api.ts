/**
 * Every endpoint the content pages read, with a little data each: for the tests that render
 * the pages as the shell's server does and hydrate them.
 */
import {
  aConductor,
  achievementHandlers,
  aHistoryEvent,
  anAchievement,
  anEvent,
  conductorHandlers,
  eventHandlers,
  historyEventHandlers,
  recordRequests,
  server,
  settingHandlers,
} from '@koris/shared/testing';
import { SETTINGS } from './about-support';
export const SITE = {
  /** Three current events: a first page of two, more to come. */
  currentEvents: [
    anEvent({ id: 101, title: 'Pavasara koncerts', order: 1 }),
    anEvent({ id: 102, title: 'Vasaras nometne', order: 2 }),
    anEvent({ id: 103, title: 'Rudens sezona', order: 3 }),
  ],
  /** One old event: the archive's first page is short, so it is the whole archive. */
  oldEvents: [anEvent({ id: 201, title: 'Simtgades koncerts', order: 1, is_current: 0 })],
  achievements: [
    anAchievement({ id: 1, text: '2024 – Zelta diploms', eng_text: '2024 – Gold diploma' }),
  ],
  currentConductors: [
    aConductor({ id: 1, title: 'Laura Ozola', eng_position: 'Principal conductor' }),
  ],
  oldConductors: [aConductor({ id: 3, title: 'Jānis Bērziņš', is_current: 0 })],
  historyEvents: [aHistoryEvent({ id: 1, description: '1925 – Pirmais mēģinājums.' })],
};

/** The API of the content pages, answered by the kit's msw server; every call is recorded. */
export function mockSiteApi() {
  const calls = recordRequests();
  server.use(
    ...settingHandlers(SETTINGS).handlers,
    ...eventHandlers({ current: () => SITE.currentEvents, old: () => SITE.oldEvents }),
    ...achievementHandlers(() => SITE.achievements),
    ...conductorHandlers({
      current: () => SITE.currentConductors,
      old: () => SITE.oldConductors,
    }),
    ...historyEventHandlers(() => SITE.historyEvents),
  );
  return { calls };
}
