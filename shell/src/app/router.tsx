import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, routes, type RouteDef } from '../config/paths';
import { HomeLayout, PageLayout } from '../layout/Layout';
import { RoutePage } from './RoutePage';
import { NotFoundOrRedirect } from '../pages/NotFound';

const toRoute = (def: RouteDef): RouteObject => ({
  path: def.path,
  element: <RoutePage def={def} />,
});

export const routeObjects: RouteObject[] = [
  {
    element: <HomeLayout />,
    children: routes.filter((r) => r.layout === 'home').map(toRoute),
  },
  {
    element: <PageLayout />,
    children: [
      ...routes.filter((r) => r.layout === 'page').map(toRoute),
      // The original's narrow-screen link bug, fixed (docs/architecture.md#routes).
      { path: paths.video, element: <Navigate to={paths.videos} replace /> },
      { path: '*', element: <NotFoundOrRedirect /> },
    ],
  },
];

/**
 * The route table in React Router's declarative mode (inside <BrowserRouter>): the site uses
 * no loaders or actions, and the data router costs every visitor more JavaScript
 * (docs/decisions/003).
 */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
