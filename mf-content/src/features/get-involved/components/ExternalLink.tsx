import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link that leaves the site: opens in a new tab without giving the other site a handle on
 * this one (`rel="noopener"`), marked as external by an arrow and, for screen readers, by
 * words. Used by the get-involved and join pages.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} data-external="">
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="k-visually-hidden"> (atveras jaunā cilnē)</span>
    </a>
  );
}
