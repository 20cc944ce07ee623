import type { ButtonHTMLAttributes } from 'react';
import { useAction } from '@koris/shared/widgets';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'onClick'
> {
  /** The server call (or browser prompt) one press runs; a failure shows as a danger alert. */
  action: () => Promise<void>;
  /** The site's primary button style, for the one main action of a tab. */
  primary?: boolean;
}

/**
 * A button of the account modal that runs one call. While the call runs it stays focusable
 * (aria-disabled, not disabled) so keyboard focus is not lost, and further presses are ignored.
 */
export function ActionButton({ action, primary = false, children, ...button }: ActionButtonProps) {
  const { run, busy } = useAction(action);
  return (
    <button
      type="button"
      className={primary ? 'k-btn k-btn-primary' : 'k-btn'}
      aria-disabled={busy || undefined}
      onClick={() => void run()}
      {...button}
    >
      {children}
    </button>
  );
}
