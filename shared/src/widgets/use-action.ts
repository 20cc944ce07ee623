import { useCallback, useRef, useState } from 'react';
import { notifyError } from '@koris/shared/ui';

/**
 * Runs one server call for a form or a button: further presses are ignored while it runs, and
 * any failure becomes a danger alert with the server's message (docs/product.md#validation,
 * docs/product.md#messages). Resolves to true on success.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}
