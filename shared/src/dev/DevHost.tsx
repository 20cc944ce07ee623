import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import '@koris/shared/styles/tokens.css';

export interface DevPage {
  path: string;
  label: string;
  Component: ComponentType;
}

/**
 * The small standalone host a remote team runs with `pnpm --filter @koris/mf-x dev`:
 * the router, the shared stores and the remote's pages, without the shell.
 * Never exposed; not part of the federated bundle.
 */
export function renderDevHost(name: string, pages: DevPage[]): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AlertList />
        <nav
          aria-label={`${name} dev host`}
          style={{ display: 'flex', gap: '1rem', padding: '0.5rem 1rem', background: '#eee' }}
        >
          <strong>{name}</strong>
          {pages.map((p) => (
            <Link key={p.path} to={p.path}>
              {p.label}
            </Link>
          ))}
        </nav>
        <Routes>
          {pages.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
