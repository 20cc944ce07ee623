/**
 * How the server render reads the API (`getJson` of @koris/shared/api): one undici agent,
 * kept-alive connections, no `fetch`. A page's data is most of what a render costs the shell:
 * `fetch` and ky make a Request, clone it, read the answer as a web stream and clone that too,
 * for a GET between two servers that needs none of it. The browser's calls and the server's
 * own other calls still go through ky (`api`).
 *
 * The reads a render starts together (a page's route data and its head's subject) go to the
 * API as one request, `GET /api/reads` (docs/decisions/051): each HTTP exchange costs both servers
 * more than the answer it carries. The API answers each read in it as it would alone. A batch
 * the API does not take (an API from before it, a smaller READ_BATCH_MAX, a failure) is sent
 * again as separate reads, so a shell never depends on the API's release.
 */
import { Agent, request } from 'undici';
import type { ServerAnswer, ServerRead } from '@koris/shared/api';

export interface ApiReader {
  read: ServerRead;
  /** Closes the reader's connections (the server is closing). */
  close: () => Promise<void>;
}

/** SERVER_READ_BATCH_MAX by default: the API's own READ_BATCH_MAX default. */
export const DEFAULT_READ_BATCH_MAX = 16;

/**
 * SERVER_READ_BATCH_MAX: how many reads the shell's server sends the API in one request (1:
 * every read alone).
 */
export function readBatchMaxOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_READ_BATCH_MAX;
  if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1) {
    throw new Error(
      `SERVER_READ_BATCH_MAX must be a whole number of reads, 1 or more (1 sends each alone), not "${value}"`,
    );
  }
  return Number(value.trim());
}

interface Waiting {
  /** The read's path and query below `/api/`. */
  path: string;
  url: string;
  resolve: (answer: ServerAnswer) => void;
  reject: (error: unknown) => void;
}

/** One answer of a batch, as the API writes it. */
interface BatchAnswer {
  status: number;
  body: unknown;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** A batch's answer for each of its `count` reads; null when it is not one. */
function answersOf(text: string, count: number): BatchAnswer[] | null {
  try {
    const answers = (JSON.parse(text) as { answers?: unknown }).answers;
    return Array.isArray(answers) && answers.length === count ? (answers as BatchAnswer[]) : null;
  } catch {
    return null;
  }
}

/** A read's answer from a batch: its value already parsed, as the read would have had it. */
function answerOf({ status, body }: BatchAnswer): ServerAnswer {
  if (body === null) return { status, headers: {}, body: '' };
  if (status >= 200 && status <= 299) return { status, headers: JSON_TYPE, body: '', value: body };
  return typeof body === 'string'
    ? { status, headers: {}, body }
    : { status, headers: JSON_TYPE, body: JSON.stringify(body) };
}

/**
 * A reader with its own connections to the API, kept between reads; reads started in the same
 * pass of the event loop with the same headers go in batches of at most `batchMax`.
 */
export function createApiReader({
  batchMax = DEFAULT_READ_BATCH_MAX,
}: { batchMax?: number | undefined } = {}): ApiReader {
  const agent = new Agent();

  async function send(url: string, headers: Record<string, string>): Promise<ServerAnswer> {
    const answer = await request(url, { headers, dispatcher: agent });
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return { status: answer.statusCode, headers: flat, body: await answer.body.text() };
  }

  function alone(reads: readonly Waiting[], headers: Record<string, string>) {
    for (const read of reads) send(read.url, headers).then(read.resolve, read.reject);
  }

  async function batch(origin: string, reads: Waiting[], headers: Record<string, string>) {
    if (reads.length === 1) return alone(reads, headers);
    const query = reads.map((read) => `get=${encodeURIComponent(read.path)}`).join('&');
    let answers: BatchAnswer[] | null = null;
    try {
      const answer = await request(`${origin}/api/reads?${query}`, { headers, dispatcher: agent });
      const text = await answer.body.text();
      if (answer.statusCode === 200) answers = answersOf(text, reads.length);
    } catch {
      // Sent again alone below: each read then fails, or not, on its own.
    }
    if (!answers) return alone(reads, headers);
    for (const [i, read] of reads.entries()) read.resolve(answerOf(answers[i]!));
  }

  /**
   * Reads started in this pass of the event loop, by API origin and headers. They are sent once
   * the pass is done (setImmediate), not after a microtask: a page's head reads its subject a
   * few promise steps before its render reads the rest, and both belong in one batch.
   */
  let waiting: Map<string, { origin: string; headers: Record<string, string>; reads: Waiting[] }> =
    new Map();

  function flush() {
    const groups = waiting;
    waiting = new Map();
    for (const { origin, headers, reads } of groups.values()) {
      for (let at = 0; at < reads.length; at += batchMax) {
        void batch(origin, reads.slice(at, at + batchMax), headers);
      }
    }
  }

  const read: ServerRead = (url, headers) => {
    const at = batchMax > 1 ? url.indexOf('/api/') : -1;
    if (at < 0) return send(url, headers);
    const origin = url.slice(0, at);
    return new Promise<ServerAnswer>((resolve, reject) => {
      const key = `${origin} ${JSON.stringify(headers)}`;
      let group = waiting.get(key);
      if (!group) {
        if (waiting.size === 0) setImmediate(flush);
        group = { origin, headers, reads: [] };
        waiting.set(key, group);
      }
      group.reads.push({ path: url.slice(at + '/api/'.length), url, resolve, reject });
    });
  };

  return { read, close: () => agent.close() };
}
