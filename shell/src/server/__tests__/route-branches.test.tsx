import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes, type RouteMatch } from 'react-router-dom';
import { routeObjects } from '../../app/router';
import { routes, paths } from '../../config/paths';
import { branchOf, ServerRoutes } from '../route-branches';

/** What a render takes from a match: the route drawn, its params and the matched paths. */
const drawn = (matches: RouteMatch[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({
    element: route.element,
    path: route.path,
    params,
    pathname,
    pathnameBase,
  })) ?? null;

const addresses = [
  ...routes.map((route) => route.path.replace(':id', '5')),
  '/photo/gallery/12%20a',
  '/events/%C4%81',
  '/photo/gallery/5/',
  paths.video,
  '/nav-tada-lapa',
  '/nav/tada/lapa',
  '/',
];

test.each(addresses)('%s: the branch matches as the whole table does', (address) => {
  const whole = matchRoutes(routeObjects, address);
  expect(whole).not.toBeNull();
  expect(drawn(matchRoutes(branchOf(address), address))).toEqual(drawn(whole));
  // Kept: the same branch for the same path.
  expect(branchOf(address)).toBe(branchOf(address));
});

test('a branch holds its layout and one page; the whole table is left as it was', () => {
  const sizes = routeObjects.map((route) => route.children?.length);
  const [layout] = branchOf('/photo/gallery/7');
  expect(layout!.children!.map((route) => route.path)).toEqual([paths.galleryPattern]);
  expect(routeObjects.map((route) => route.children?.length)).toEqual(sizes);
});

test('ServerRoutes draws the not-found page where no page matches', async () => {
  render(
    <MemoryRouter initialEntries={['/nav-tada-lapa']}>
      <ServerRoutes />
    </MemoryRouter>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' }),
  ).toBeInTheDocument();
});
