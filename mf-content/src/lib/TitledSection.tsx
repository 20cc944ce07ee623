import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  /** 1 for a whole page (it then marks this remote's boundary), 2 for a part of one. */
  level?: 1 | 2;
  className?: string;
  headingClassName?: string;
  /** What stands above the heading (a date line). */
  before?: ReactNode;
  children: ReactNode;
}

/** A section named by its own heading: a whole page of this remote, or a card on one. */
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  headingClassName,
  before,
  children,
}: TitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <section
      data-boundary={level === 1 ? 'mf-content' : undefined}
      className={className}
      aria-labelledby={id}
    >
      {before}
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
