import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the Clipboard API. Where that is missing or refused (no secure context,
 * permission denied) the caller's input is selected instead, so Ctrl+C finishes the job.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string, fallback?: HTMLInputElement | null) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (_refused) {
      fallback?.focus();
      fallback?.select();
      setState('failed');
    }
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { state, copy, reset };
}
