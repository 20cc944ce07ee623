/**
 * A fixed-window counter in memory (one API process). Used where the key needs the parsed
 * body (login: address + e-mail), which @fastify/rate-limit's request hooks cannot see for
 * multipart bodies.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; returns the ms to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    entry.count++;
    return entry.count > this.max ? entry.resetAt - now : 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
