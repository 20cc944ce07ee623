import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@koris/shared/styles/tokens.css';
import { AppRoutes } from './router';
import { preloadStaffUi } from '@koris/shared/ui';
import { countError, startRum } from '../rum/view';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/**
 * A page that throws while rendering is caught by its error boundary (it offers a retry), so
 * no uncaught error reaches the window: it is counted here, and logged as React would.
 */
function onCaughtError(error: unknown) {
  countError();
  console.error(error);
}

startRum();
preloadStaffUi();

// A transition: React renders (or hydrates) the first page in slices of a few milliseconds and
// lets the browser paint and answer input in between, instead of one long task (TBT on a phone).
startTransition(() => {
  if (container.firstElementChild) {
    // The shell's server rendered the page (src/server/render.tsx): React takes over that HTML
    // instead of drawing it again; each remote's part hydrates once its code has arrived.
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('[shell] hydration', error),
      onCaughtError,
    });
  } else {
    createRoot(container, { onCaughtError }).render(app);
  }
});
