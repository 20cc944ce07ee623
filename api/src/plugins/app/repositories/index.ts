import fp from 'fastify-plugin';
import type { Database } from '../../../db/database';
import { createAchievementsRepository } from './achievements';
import { createActivityRepository } from './activity';
import { createApplicationsRepository } from './applications';
import { createConductorsRepository } from './conductors';
import { createEventsRepository, type EventsOptions } from './events';
import { createFactorsRepository } from './factors';
import { createGalleriesRepository } from './galleries';
import { createHistoryRepository } from './history';
import { createRumRepository } from './rum';
import { createSettingsRepository } from './settings';
import { createTrashRepository } from './trash';
import { createUsersRepository, type UsersOptions } from './users';
import { createVersionsRepository } from './versions';
import { createVideosRepository } from './videos';

export function createRepositories(db: Database, users: UsersOptions, events: EventsOptions) {
  return {
    users: createUsersRepository(db, users),
    factors: createFactorsRepository(db),
    events: createEventsRepository(db, events),
    galleries: createGalleriesRepository(db),
    conductors: createConductorsRepository(db),
    achievements: createAchievementsRepository(db),
    settings: createSettingsRepository(db),
    history: createHistoryRepository(db),
    videos: createVideosRepository(db),
    applications: createApplicationsRepository(db),
    trash: createTrashRepository(db),
    versions: createVersionsRepository(db),
    activity: createActivityRepository(db),
    rum: createRumRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'repos',
      createRepositories(
        fastify.db,
        { secondFactorRoles: fastify.config.requireSecondFactorRoles },
        { defaultMinutes: fastify.config.eventDefaultMinutes },
      ),
    );
  },
  { name: 'repositories', dependencies: ['db', 'config'] },
);
