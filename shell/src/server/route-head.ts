/**
 * What the shell's server needs to know of a path to write the document for it: the page
 * title, language, description, what the page is about and the remote module that renders it,
 * from the same route table the browser uses, so the served `<head>` and the app never
 * disagree.
 */
import { generatePath, matchPath } from 'react-router';
import type { OpenGallery, Resource } from '@koris/shared/api';
import type { PageModuleId } from '@koris/shared/federation';
import { pageTitle } from '@koris/shared/config';
import { routeDescriptions, routes, siteDescription } from '../config/paths';
import { perPath } from './per-path';

export interface RouteHead {
  title: string;
  lang: 'lv' | 'en';
  description: string;
  /** The page's own address: its route with the params filled in (no trailing slash, no query). */
  path: string;
  /** The route table's pattern of the page (`/photo/gallery/:id`): bounded, never an address. */
  route: string;
  /** `mf_content/EventsPage` …: the remote module behind the path. */
  module: PageModuleId;
  /** The route's params (`/photo/gallery/:id` → `{ id }`). */
  params: Record<string, string>;
  /** What the page is about (the route table's `subject`), read with the page's own data. */
  subject?: Resource<OpenGallery>;
}

/**
 * The head of `pathname`, or null for a path the app answers with its 404 or a redirect. Worked
 * out once per path (the route table is matched pattern by pattern) and shared: read-only.
 */
export const routeHead = perPath(headOf);

function headOf(pathname: string): Readonly<RouteHead> | null {
  for (const def of routes) {
    const match = matchPath(def.path, pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) {
      if (typeof value === 'string') params[key] = value;
    }
    return Object.freeze({
      title: pageTitle(def.title),
      lang: def.lang,
      path: generatePath(def.path, params),
      route: def.path,
      description: routeDescriptions[def.path] ?? siteDescription[def.lang],
      module: def.module,
      params,
      ...(def.subject && { subject: def.subject(params) }),
    });
  }
  return null;
}
