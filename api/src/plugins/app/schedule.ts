import fp from 'fastify-plugin';
import { publishDue } from './repositories/publication';

/**
 * What happens by itself at its time: an event that has ended moves from the current list to
 * the archive, and an item whose publishing time has come goes out (its publish_at is cleared:
 * a write, so every instance's change token, kept answers and kept documents follow). Each instance looks every SCHEDULE_CHECK_MS (a look that finds nothing writes
 * nothing); instances sharing the database find the same rows, and the write is a no-op for
 * all but the first.
 */
export default fp(
  async (fastify) => {
    const { scheduleCheckMs } = fastify.config;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        const archived = await fastify.repos.events.archiveEnded(new Date());
        if (archived > 0) fastify.log.info({ archived }, 'ended events moved to the archive');
        const published = await publishDue(fastify.db, new Date());
        if (published > 0) fastify.log.info({ published }, 'scheduled items published');
      } catch (error) {
        fastify.log.error({ err: error }, 'the schedule check failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      await check();
      timer = setInterval(() => void check(), scheduleCheckMs);
      timer.unref();
    });
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'schedule', dependencies: ['repositories'] },
);
