import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routeObjects } from '../app/router';

/** How many paths' branches are kept; past it they are forgotten together and cut again. */
const KEPT_PATHS = 1_000;

const kept = new Map<string, RouteObject[]>();

/**
 * The route table cut to the branch `pathname` matches: its layout route holding only that
 * page's route, the same route objects and elements. React Router flattens and ranks the whole
 * table and compiles every route's pattern on each render, though the answer depends on the
 * path alone; the server render matches each path once and gives React Router a table of one
 * branch. A path nothing matches keeps the whole table.
 */
export function branchOf(pathname: string): RouteObject[] {
  let branch = kept.get(pathname);
  if (branch === undefined) {
    const matches = matchRoutes(routeObjects, pathname);
    branch = matches
      ? [
          matches
            .map((match) => match.route)
            .reduceRight<RouteObject | null>(
              (inner, route) => (inner ? { ...route, children: [inner] } : route),
              null,
            )!,
        ]
      : routeObjects;
    if (kept.size >= KEPT_PATHS) kept.clear();
    kept.set(pathname, branch);
  }
  return branch;
}

/** The site's routes as the browser's `AppRoutes` draws them, matched once per path. */
export function ServerRoutes() {
  return useRoutes(branchOf(useLocation().pathname));
}
