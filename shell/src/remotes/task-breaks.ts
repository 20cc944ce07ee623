import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Ends the current task and resolves in a new one: `scheduler.yield()` where the browser has
 * it (the continuation goes ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A federation runtime plugin that lets the browser breathe between the steps of a remote's
 * first load. Without it, a remote's entry script runs, and its load event goes straight on,
 * in the same task, to the remote's container start (its runtime registering what it shares)
 * and then, once its chunks are in, to running the exposed module: each step is short, but
 * together they make one long task while the page is hydrating, which delays input and counts
 * as blocking time. With it, each step starts a task of its own. A remote already loaded
 * (`cached`) goes on without a break.
 */
export function taskBreaks(next: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: 'koris-task-breaks',
    async afterLoadEntry({ cached }) {
      if (!cached) await next();
    },
    async afterInitRemote({ cached }) {
      if (!cached) await next();
    },
    async beforeExecuteFactory() {
      await next();
    },
  };
}
