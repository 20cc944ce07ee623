import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@koris/shared/styles/tokens.css';
import { AppRoutes } from './router';

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first page in slices of a few milliseconds and lets the
// browser paint and answer input in between, instead of one long task (TBT on a phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
