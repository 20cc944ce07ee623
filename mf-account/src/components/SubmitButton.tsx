import type { ReactNode } from 'react';

/**
 * The form's primary button. While the call runs it stays focusable (aria-disabled, not
 * disabled) so keyboard focus is not lost; the form ignores further submits meanwhile.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="k-btn k-btn-primary" aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}
