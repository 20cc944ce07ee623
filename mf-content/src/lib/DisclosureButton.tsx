import type { ReactNode } from 'react';

export interface DisclosureButtonProps {
  /** Whether the panel it controls is shown. */
  expanded: boolean;
  /** The id of that panel. */
  controls: string;
  className?: string;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The button of every expand/collapse block in this remote: a real button, so click, Enter and
 * Space all toggle it, announcing its state with `aria-expanded` and its panel with
 * `aria-controls`. Where it sits (a heading), what the panel is and how it hides stay with the
 * caller.
 */
export function DisclosureButton({
  expanded,
  controls,
  className,
  onToggle,
  children,
}: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
