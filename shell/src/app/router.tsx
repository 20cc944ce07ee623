import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type RouteObject,
} from 'react-router-dom';
import { paths, routes, type RouteDef } from '../config/paths';
import { HomeLayout, PageLayout } from '../layout/Layout';
import { RoutePage } from './RoutePage';
import { NotFoundOrRedirect } from '../pages/NotFound';

const toRoute = (def: RouteDef): RouteObject => ({
  path: def.path,
  handle: { def },
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
      // The original's narrow-screen link bug, fixed (DESIGN §2).
      { path: paths.video, element: <Navigate to={paths.videos} replace /> },
      { path: '*', element: <NotFoundOrRedirect /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
export const createTestRouter = (initialEntries: string[]) =>
  createMemoryRouter(routeObjects, { initialEntries });
