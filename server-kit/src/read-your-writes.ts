/**
 * Read your own writes across instances: a write's answer names the content version it
 * produced, and the writer's next reads ask for at least that version, so an instance (the
 * API's response cache, the shell's kept documents) that has not yet seen the write catches up
 * before it answers. Visitors send nothing and are answered as before.
 */

/** On a write's answer: the content version (the API's change token) once the write is in. */
export const CONTENT_VERSION_HEADER = 'content-version';
/** On a read: answer from no older state than this content version. */
export const MIN_CONTENT_VERSION_HEADER = 'min-content-version';
/**
 * Set by the API on a write's answer, read by the shell's server: a document request of the
 * writer is never served a kept document older than the version it names.
 */
export const SEEN_VERSION_COOKIE = 'koris_seen';

/**
 * Whether content version `a` is older than `b`. Versions are the API's change tokens: their
 * numbers compare as numbers (`9` before `10`), tokens of one process in order of their
 * counters. Tokens that do not compare (another process, an unreachable database) are not
 * older: nothing is waited for that cannot come.
 */
export function isOlderVersion(a: string, b: string): boolean {
  if (a === b) return false;
  const left = a.split(/(\d+)/);
  const right = b.split(/(\d+)/);
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i += 1) {
    const x = left[i]!;
    const y = right[i]!;
    if (i % 2 === 0) {
      if (x !== y) return false;
      continue;
    }
    if (x !== y) return Number(x) < Number(y);
  }
  return false;
}

/** A cookie's value in a Cookie header, or undefined. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch (_malformed) {
        return value;
      }
    }
  }
  return undefined;
}
