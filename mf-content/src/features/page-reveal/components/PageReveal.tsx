import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useServerRendered } from '@koris/shared/api';
import { Loader, useSettingsStore } from '@koris/shared/ui';
import type { SystemSettingName } from '@koris/shared/types';

type Report = (part: string, loading: boolean) => void;

const HIDDEN = { visibility: 'hidden' } as const;

const RevealContext = createContext<Report | null>(null);

/** Longest a page stays hidden waiting for its data: then it shows what has arrived. */
export const REVEAL_TIMEOUT_MS = 3_000;

interface PageRevealProps {
  /** The parts that report their first load (`useRevealPart`), e.g. ['achievements']. */
  parts: string[];
  /** The page's editable texts: shown once each has loaded. */
  texts?: SystemSettingName[];
  children: ReactNode;
}

/**
 * A page whose texts and lists arrive from several calls appears at once, when all of them
 * have answered (or after REVEAL_TIMEOUT_MS), instead of growing piece by piece: each arrival
 * would push everything below it down, a layout shift visitors see (Lighthouse CLS 0.22 on
 * /about-us, 0.39 on /history before this). Until then the content is laid out but invisible
 * and the loader shows; after the first reveal the page never hides again.
 *
 * Server rendering (docs/decisions/001): the server's render waited for every part's data, so there it
 * starts revealed, and so does the browser while it hydrates that HTML (the same markup, the
 * content seen from the first paint). A page reached by navigation, or not rendered by the
 * server, waits as above.
 */
export function PageReveal({ parts, texts = [], children }: PageRevealProps) {
  // The document's data is only read on the path it was rendered for, so a page rendered in
  // the browser after a navigation waits for its data. Read once: no subscription to the
  // end of hydration, which would render the whole page again, at once, right after it.
  const fromServer = useServerRendered();
  const [pending, setPending] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(parts.map((p) => [p, true])),
  );
  const [timedOut, setTimedOut] = useState(false);
  const textsLoaded = useSettingsStore((s) => texts.every((name) => s.byName[name]));
  const [revealedBefore, setRevealedBefore] = useState(fromServer);

  const report: Report = useCallback(
    (part, loading) => setPending((p) => (p[part] === loading ? p : { ...p, [part]: loading })),
    [],
  );

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), REVEAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const ready = timedOut || (textsLoaded && Object.values(pending).every((loading) => !loading));
  // Shown in the same render that completes the data; latched so a reload never hides it.
  const revealed = revealedBefore || ready;
  useEffect(() => {
    if (ready) setRevealedBefore(true);
  }, [ready]);

  return (
    <RevealContext.Provider value={report}>
      {revealed ? null : <Loader />}
      {/* Laid out (images start loading, sizes are known) but neither seen nor read. */}
      <div style={revealed ? undefined : HIDDEN} aria-busy={!revealed} data-page-reveal="">
        {children}
      </div>
    </RevealContext.Provider>
  );
}

/** A part of a PageReveal reports whether its first load is still running. */
export function useRevealPart(part: string, loading: boolean): void {
  const report = useContext(RevealContext);
  useEffect(() => {
    report?.(part, loading);
  }, [report, part, loading]);
}
