import type { ReactNode, SVGProps } from 'react';
import type { SocialLink } from '../config/footer';

const FILLED = { fill: 'currentColor' } as const;

/** The two marks drawn as one filled outline. */
const FACEBOOK =
  'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z';
const YOUTUBE =
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z';

/** Each network's mark: how it is painted and what it draws. */
const MARKS: Record<SocialLink['name'], { paint: SVGProps<SVGSVGElement>; shapes: ReactNode }> = {
  Facebook: { paint: FILLED, shapes: <path d={FACEBOOK} /> },
  Instagram: {
    paint: { fill: 'none', stroke: 'currentColor', strokeWidth: '2' },
    shapes: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </>
    ),
  },
  YouTube: { paint: FILLED, shapes: <path d={YOUTUBE} /> },
  Spotify: {
    paint: { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round' },
    shapes: (
      <>
        <circle cx="12" cy="12" r="9.5" strokeWidth="2" />
        <path d="M7 9.5c3.4-1 7.2-.7 10.2.9" strokeWidth="1.8" />
        <path d="M7.6 12.6c2.8-.8 5.8-.5 8.3.8" strokeWidth="1.6" />
        <path d="M8.2 15.4c2.2-.6 4.4-.4 6.4.6" strokeWidth="1.4" />
      </>
    ),
  },
};

/** Simple monochrome marks (drawn here, 24×24, currentColor): no icon font, no network. */
export function SocialIcon({ name }: { name: SocialLink['name'] }) {
  const { paint, shapes } = MARKS[name];
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden focusable={false} {...paint}>
      {shapes}
    </svg>
  );
}
