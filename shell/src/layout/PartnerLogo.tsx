import type { Partner } from '../config/footer';

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
      <svg width="184" height="48" viewBox="0 0 184 48" role="img" aria-label={label}>
        <rect
          x="1"
          y="1"
          width="46"
          height="46"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <text
          x="24"
          y="31"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="20"
          fontWeight="700"
          fill="currentColor"
        >
          {mark}
        </text>{' '}
        <text x="56" y="21" fontFamily="Georgia, serif" fontSize="13" fill="currentColor">
          {first}
        </text>{' '}
        <text x="56" y="37" fontFamily="Georgia, serif" fontSize="13" fill="currentColor">
          {second}
        </text>
      </svg>
    );
  }
  return (
    <svg width="184" height="48" viewBox="0 0 184 48" role="img" aria-label={label}>
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M13 30l11-15 11 15z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text
        x="56"
        y="21"
        fontFamily="system-ui, sans-serif"
        fontSize="12"
        fontWeight="700"
        fill="currentColor"
        letterSpacing="0.5"
      >
        {first}
      </text>{' '}
      <text x="56" y="37" fontFamily="system-ui, sans-serif" fontSize="11" fill="currentColor">
        {second}
      </text>
    </svg>
  );
}
