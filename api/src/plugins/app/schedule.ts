import fp from 'fastify-plugin';

/**
 * What happens by itself at its time: an event that has ended moves from the current list to
 * the archive. Each instance looks every SCHEDULE_CHECK_MS (a look that finds nothing writes
 * nothing); instances sharing the database find the same rows, and the write is a no-op for
 * all but the first.
 */
export default fp(
  async (fastify) => {
    const { eventDefaultMinutes, scheduleCheckMs } = fastify.config;
    let running = false;
    const check = async () => {
      if (running) return;
      running = true;
      try {
        const archived = await fastify.repos.events.archiveEnded(new Date(), eventDefaultMinutes);
        if (archived > 0) fastify.log.info({ archived }, 'ended events moved to the archive');
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
