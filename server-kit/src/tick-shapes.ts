import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps the shapes of Node's `process.nextTick` objects alive for the life of the process.
 *
 * Every `process.nextTick` builds a small object (`{ [async_id]: …, [trigger_async_id]: …,
 * callback, args }`), and V8 remembers, at each of its properties, the one hidden class
 * ("map") it has seen there. When no tick object is alive at a full garbage collection, V8
 * may drop those maps; the next tick builds new ones, V8 sees a second map where it
 * remembered one, and from then on stores each of those properties through its generic
 * runtime path, for good. Every HTTP answer queues several ticks, so the process then pays
 * that on every request. A server that starts with work of its own (the API's seed, its
 * migrations) meets a full collection in its first seconds. How much that cost, and what
 * holding one tick object saved: docs/decisions/046-tick-object-shapes.md.
 *
 * Holding one tick object keeps its map, and the maps before it, reachable, so the first
 * shapes stay the only ones. Inside a tick's callback Node's current async resource is the
 * tick object itself; where it is not (another Node version), what is held is harmless.
 */
let held: object | undefined;

/** Holds one tick object from the next tick on (once per process; later calls do nothing). */
export function holdTickShapes(): void {
  if (held) return;
  held = {};
  process.nextTick(() => {
    held = executionAsyncResource();
  });
}

/** The object held (the tick object once the next tick has run), for tests. */
export function heldTickObject(): object | undefined {
  return held;
}
