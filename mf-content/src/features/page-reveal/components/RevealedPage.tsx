import type { ReactNode } from 'react';
import type { SystemSettingName } from '@koris/shared/types';
import { PageReveal } from './PageReveal';

export interface RevealedPageProps {
  /** `data-page`: what tests and styles know the page by. */
  page: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  /** As in PageReveal: the parts that report their first load, and the page's texts. */
  parts: string[];
  texts?: SystemSettingName[];
  children: ReactNode;
}

/**
 * A page of this remote whose content waits for its data (PageReveal): the boundary, the page
 * heading shown at once, and below it what is revealed together.
 */
export function RevealedPage({
  page,
  heading,
  className,
  headingClassName,
  parts,
  texts,
  children,
}: RevealedPageProps) {
  return (
    <section data-boundary="mf-content" data-page={page} className={className}>
      <h1 className={headingClassName}>{heading}</h1>
      <PageReveal parts={parts} texts={texts}>
        {children}
      </PageReveal>
    </section>
  );
}
