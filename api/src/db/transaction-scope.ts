import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which transaction the running code is part of, however deep through async calls.
 *
 * On Node 20 an AsyncLocalStorage, once run, keeps async hooks on for the whole process: every
 * promise and socket of every request then pays for them, though only a write's few calls ever
 * ask. So the storage is on only while a transaction runs, and turned off when the last one
 * ends (`run` turns it on again). Reads outside a transaction then cost what they would with no
 * storage at all.
 */
export class TransactionScope<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  /** Transactions whose callback has not settled yet. */
  private running = 0;

  /** The transaction the caller is part of, if any. */
  current(): T | undefined {
    // With none running, whatever a finished transaction left on a lingering callback is stale.
    return this.running ? this.storage.getStore() : undefined;
  }

  /** Runs `fn` (and every call it makes) as part of `value`. */
  async run<R>(value: T, fn: () => Promise<R>): Promise<R> {
    this.running++;
    try {
      return await this.storage.run(value, fn);
    } finally {
      if (--this.running === 0) this.storage.disable();
    }
  }

  /** Whether the storage (and, when it is the only one, the process's async hooks) is on. */
  get active(): boolean {
    return this.running > 0;
  }
}
