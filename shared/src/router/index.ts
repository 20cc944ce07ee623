/**
 * The part of React Router this site uses, provided to the federation share scope under both
 * `react-router` and `react-router-dom` (tooling/webpack/federation.cjs).
 *
 * Why: a shared module cannot be tree-shaken (any remote may ask for any export), so sharing
 * the whole package sends every visitor all of the router; this list is what the site uses
 * (docs/decisions/002).
 * `@koris/react-router-esm` is a webpack alias of React Router's own ES module build: importing
 * `react-router` here would go through the share scope and back to this file.
 *
 * A remote that needs another React Router export adds it here; `__tests__/exports.test.ts`
 * fails when any package imports a name this list lacks.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  // A page that reads a query parameter names it in the shell's DOCUMENT_QUERY_PARAMETERS
  // (shell/src/server/document/cache.ts): kept documents are keyed by path and those alone.
  useSearchParams,
  matchPath,
  generatePath,
  matchRoutes,
} from '@koris/react-router-esm';
