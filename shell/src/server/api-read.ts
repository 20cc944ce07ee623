/**
 * How the server render reads the API (`getJson` of @koris/shared/api): one undici agent,
 * kept-alive connections, no `fetch`. A page's data is most of what a render costs the shell:
 * `fetch` and ky make a Request, clone it, read the answer as a web stream and clone that too,
 * for a GET between two servers that needs none of it. The browser's calls and the server's
 * own other calls still go through ky (`api`).
 */
import { Agent, request } from 'undici';
import type { ServerAnswer, ServerRead } from '@koris/shared/api';

export interface ApiReader {
  read: ServerRead;
  /** Closes the reader's connections (the server is closing). */
  close: () => Promise<void>;
}

/** A reader with its own connections to the API, kept between reads. */
export function createApiReader(): ApiReader {
  const agent = new Agent();
  return {
    read: async (url, headers): Promise<ServerAnswer> => {
      const answer = await request(url, { headers, dispatcher: agent });
      const flat: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: answer.statusCode, headers: flat, body: await answer.body.text() };
    },
    close: () => agent.close(),
  };
}
