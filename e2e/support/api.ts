/**
 * Calls of a test's own straight to the API: what a test sets up or cleans away without the
 * browser (an event to edit, a gallery to add pictures to), as the site's forms send it.
 */
import { pngOf } from './images';
import type { Session } from './session';

/** Where the API answers (the shell proxies /api too). */
export const apiURL = () =>
  (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

/** An item as the API answers it, with the fields the tests read. */
export interface ApiItem {
  id: number;
  title: string;
  image_url: string | null;
  image_count?: number;
  images?: { id: number; url: string }[];
  galleries?: { id: number; title: string }[];
  trash_id?: number;
}

/** A PNG of one colour, as a file field's value. */
export async function png(colour: string): Promise<Blob> {
  const bytes = await pngOf(colour);
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** A call to the API as the staff member of the session (multipart, like the site's forms). */
export async function api<T = ApiItem>(
  session: Session,
  method: string,
  route: string,
  fields: Record<string, string | Blob> = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, `${name}.png`);
  }
  const res = await fetch(`${apiURL()}${route}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${session.token}`,
    },
    ...(method === 'GET' ? {} : { body }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}
