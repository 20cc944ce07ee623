import type { SVGProps } from 'react';
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

type Font = Pick<
  SVGProps<SVGTextElement>,
  'fontFamily' | 'fontSize' | 'fontWeight' | 'letterSpacing'
>;

/** The two lines of each partner's name: the university's in a serif, the others' in a sans. */
const NAME_FONTS: Record<'lu' | 'other', readonly [Font, Font]> = {
  lu: [
    { fontFamily: SERIF, fontSize: '13' },
    { fontFamily: SERIF, fontSize: '13' },
  ],
  other: [
    { fontFamily: SANS, fontSize: '12', fontWeight: '700', letterSpacing: '0.5' },
    { fontFamily: SANS, fontSize: '11' },
  ],
};

/**
 * Text marks for the partners, drawn here (no third-party artwork in the repo). Fixed
 * width/height attributes reserve their space: no layout shift. The drawn mark, then the name
 * in two lines beside it; a space between the drawn texts (not rendered outside a `<text>`)
 * keeps their words apart in the text a screen reader or a checker reads from the logo, so the
 * link's name contains the words it shows.
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
  const [firstFont, secondFont] = NAME_FONTS[id === 'lu' ? 'lu' : 'other'];
  return (
    <svg width="184" height="48" viewBox="0 0 184 48" role="img" aria-label={label}>
      {id === 'lu' ? (
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
      ) : (
        <>
          <circle cx="24" cy="24" r="22" {...OUTLINE} />
          <path d="M13 30l11-15 11 15z" {...OUTLINE} strokeLinejoin="round" />
        </>
      )}
      <LogoText y="21" {...firstFont}>
        {first}
      </LogoText>{' '}
      <LogoText y="37" {...secondFont}>
        {second}
      </LogoText>
    </svg>
  );
}
