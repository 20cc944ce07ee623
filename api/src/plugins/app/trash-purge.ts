import fp from 'fastify-plugin';
import { DAY_MS, runPeriodically } from './periodic';

/**
 * Items wait in the trash TRASH_DAYS days; then they, the versions of what is gone for good
 * and every file nothing names any more are removed, at start and then daily. Applications
 * (and those in the trash) older than APPLICATIONS_KEEP_DAYS are deleted for good in the same
 * run: an applicant's data is kept no longer than auditions need it.
 */
export default fp(
  async (fastify) => {
    const purge = async () => {
      const before = new Date(Date.now() - fastify.config.trashDays * DAY_MS).toISOString();
      const { items, files } = await fastify.repos.trash.purge(before);
      await fastify.images.removeAll(files);
      if (items > 0) fastify.log.info({ items, files: files.length }, 'trash purged');
      const submittedBefore = new Date(
        Date.now() - fastify.config.applicationsKeepDays * DAY_MS,
      ).toISOString();
      const applications = await fastify.repos.trash.purgeApplications(submittedBefore);
      if (applications > 0) fastify.log.info({ applications }, 'old applications deleted');
    };
    runPeriodically(
      fastify,
      { name: 'trash-purge', everyMs: DAY_MS, failure: 'trash purge failed' },
      purge,
    );
  },
  { name: 'trash-purge', dependencies: ['repositories', 'images'] },
);
