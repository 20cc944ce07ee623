import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { routeObjects } from '../app/router';
import { perPath } from './per-path';

/**
 * The route table cut to the branch `pathname` matches: its layout route holding only that
 * page's route, the same route objects and elements. React Router flattens and ranks the whole
 * table and compiles every route's pattern on each render, though the answer depends on the
 * path alone; the server render matches each path once and gives React Router a table of one
 * branch. A path nothing matches keeps the whole table.
 */
export const branchOf = perPath((pathname): RouteObject[] => {
  const matches = matchRoutes(routeObjects, pathname);
  if (!matches) return routeObjects;
  // Only a layout route has children, and a layout route is never an index route.
  const branch = matches
    .map((match) => match.route)
    .reduceRight<RouteObject | null>(
      (inner, route) => (inner ? ({ ...route, children: [inner] } as RouteObject) : route),
      null,
    );
  return [branch!];
});

/** The site's routes as the browser's `AppRoutes` draws them, matched once per path. */
export function ServerRoutes() {
  return useRoutes(branchOf(useLocation().pathname));
}
