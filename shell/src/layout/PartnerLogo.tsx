import type { ReactNode, SVGProps } from 'react';
import type { Partner } from '../config/footer';

/** Lines drawn, not filled, in the text's colour. */
const OUTLINE = { fill: 'none', stroke: 'currentColor', strokeWidth: '2' } as const;

const SERIF = 'Georgia, serif';
const SANS = 'system-ui, sans-serif';

/** A text of a logo in the text's colour; by default one of the name's lines right of the mark. */
function LogoText({ x = '56', children, ...font }: SVGProps<SVGTextElement>) {
  return (
    <text x={x} fill="currentColor" {...font}>
      {children}
    </text>
  );
}

/** The drawn mark, then the name in two lines (at y 21 and 37) beside it. */
function Logo({
  label,
  mark,
  first,
  second,
}: {
  label: string;
  mark: ReactNode;
  first: ReactNode;
  second: ReactNode;
}) {
  return (
    <svg width="184" height="48" viewBox="0 0 184 48" role="img" aria-label={label}>
      {mark}
      {first} {second}
    </svg>
  );
}

/**
 * Text marks for the partners, drawn here (no third-party artwork in the repo). Fixed
 * width/height attributes reserve their space: no layout shift. A space between the drawn
 * texts (not rendered outside a `<text>`) keeps their words apart in the text a screen reader
 * or a checker reads from the logo, so the link's name contains the words it shows.
 */
export function PartnerLogo({
  id,
  label,
  mark,
  lines: [first, second],
}: {
  id: Partner['id'];
  label: string;
  mark?: string | undefined;
  lines: readonly [string, string];
}) {
  if (id === 'lu') {
    return (
      <Logo
        label={label}
        mark={
          <>
            <rect x="1" y="1" width="46" height="46" rx="6" {...OUTLINE} />
            <LogoText
              x="24"
              y="31"
              textAnchor="middle"
              fontFamily={SERIF}
              fontSize="20"
              fontWeight="700"
            >
              {mark}
            </LogoText>{' '}
          </>
        }
        first={
          <LogoText y="21" fontFamily={SERIF} fontSize="13">
            {first}
          </LogoText>
        }
        second={
          <LogoText y="37" fontFamily={SERIF} fontSize="13">
            {second}
          </LogoText>
        }
      />
    );
  }
  return (
    <Logo
      label={label}
      mark={
        <>
          <circle cx="24" cy="24" r="22" {...OUTLINE} />
          <path d="M13 30l11-15 11 15z" {...OUTLINE} strokeLinejoin="round" />
        </>
      }
      first={
        <LogoText y="21" fontFamily={SANS} fontSize="12" fontWeight="700" letterSpacing="0.5">
          {first}
        </LogoText>
      }
      second={
        <LogoText y="37" fontFamily={SANS} fontSize="11">
          {second}
        </LogoText>
      }
    />
  );
}
