/** Banner illustrations of the home carousel: inline SVG, so the carousel costs no image requests. */

const CLAY = '#d7a27c';
const CLAY_DARK = '#c48a62';

export function RecommendArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 140 120" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="72" cy="112" rx="60" ry="5" fill="var(--color-gray-100)" opacity="0.06" />
      {/* a snake plant */}
      <path d="M30 76c-4-20-2-38 4-52 4 14 5 32 2 52z" fill="var(--color-secondary-sec04)" />
      <path d="M38 76c0-16 4-30 12-40 0 14-3 28-6 40z" fill="var(--color-primary)" />
      <path d="M24 76c-2-12-6-22-12-28 8 2 14 14 16 28z" fill="var(--color-secondary)" />
      <path
        d="M14 76h40l-5 32a4 4 0 0 1-4 3H23a4 4 0 0 1-4-3z"
        fill="#ffffff"
        stroke="var(--color-gray-30)"
        strokeWidth="1.5"
      />
      {/* a round-leaf pilea */}
      <path
        d="M96 80V50M96 64l-14-10M96 58l14-12M96 70l12-4"
        stroke="var(--color-secondary-sec04)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="96" cy="46" r="9" fill="var(--color-secondary)" />
      <circle cx="80" cy="52" r="8" fill="var(--color-primary)" />
      <circle cx="112" cy="44" r="8" fill="var(--color-secondary-sec04)" />
      <circle cx="110" cy="66" r="6" fill="var(--color-secondary)" />
      <path d="M76 80h40l-4 28a4 4 0 0 1-4 3H84a4 4 0 0 1-4-3z" fill={CLAY} />
      <rect x="73" y="76" width="46" height="9" rx="3" fill={CLAY_DARK} />
      {/* a sparkle: the match */}
      <path d="M124 18l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="var(--color-orange)" />
      <circle cx="62" cy="22" r="3" fill="var(--color-secondary-sec03)" />
    </svg>
  );
}

export function PlantsArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 140 120" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="72" cy="112" rx="60" ry="5" fill="var(--color-gray-100)" opacity="0.06" />
      {/* a watering can, tilted */}
      <g transform="rotate(-18 60 56)">
        <rect x="30" y="40" width="48" height="36" rx="8" fill="var(--color-secondary-sec04)" />
        <path d="M78 50l30-14 4 6-30 18z" fill="var(--color-secondary-sec04)" />
        <rect x="108" y="32" width="10" height="14" rx="3" fill="var(--color-primary)" />
        <path
          d="M38 40c0-14 32-14 32 0"
          stroke="var(--color-primary)"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="36" y="52" width="36" height="6" rx="3" fill="#ffffff" opacity="0.3" />
      </g>
      {/* drops falling on a sprout */}
      <path d="M118 64c0-4 4-9 4-9s4 5 4 9a4 4 0 0 1-8 0z" fill="var(--color-blue)" opacity="0.7" />
      <path d="M110 78c0-3 3-7 3-7s3 4 3 7a3 3 0 0 1-6 0z" fill="var(--color-blue)" opacity="0.5" />
      <path d="M96 108V92" stroke="var(--color-primary)" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M96 96c0-7-5-11-12-11 0 7 5 11 12 11z" fill="var(--color-secondary)" />
      <path d="M96 94c0-6 4-9 10-9 0 6-4 9-10 9z" fill="var(--color-primary)" />
      <path d="M80 108h32" stroke={CLAY_DARK} strokeWidth="4" strokeLinecap="round" />
      {/* the reminder bell */}
      <circle cx="22" cy="24" r="14" fill="#ffffff" />
      <path d="M16 28v-5a6 6 0 0 1 12 0v5l1.5 1.5h-15z" fill="var(--color-orange)" />
      <circle cx="22" cy="32" r="2" fill="var(--color-orange)" />
    </svg>
  );
}

export function LightArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 140 120" className={className} aria-hidden="true" focusable="false">
      {/* the sun through a window */}
      <circle cx="98" cy="30" r="16" fill="var(--color-glow)" />
      <g stroke="var(--color-glow)" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M98 4v4M98 52v4M72 30h4M120 30h4M80 12l3 3M113 45l3 3M80 48l3-3M113 15l3-3" />
      </g>
      {/* a phone reading the light */}
      <rect x="28" y="34" width="44" height="76" rx="8" fill="#ffffff" />
      <rect x="33" y="44" width="34" height="52" rx="3" fill="var(--color-secondary-sec01)" />
      <path
        d="M38 84a12 12 0 0 1 24 0"
        stroke="var(--color-gray-30)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M38 84a12 12 0 0 1 19-9.7"
        stroke="var(--color-orange)"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="40" y="54" width="20" height="5" rx="2.5" fill="var(--color-primary)" />
      <rect x="44" y="62" width="12" height="3" rx="1.5" fill="var(--color-secondary-sec03)" />
      <circle cx="50" cy="103" r="2.5" fill="var(--color-gray-30)" />
      {/* a beam of light onto the phone */}
      <path
        d="M86 44 66 62"
        stroke="var(--color-glow)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 6"
      />
      <path
        d="M112 110V92"
        stroke="var(--color-secondary)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M112 96c0-8-6-12-14-12 0 8 6 12 14 12z" fill="var(--color-secondary)" />
      <path d="M112 94c0-7 5-10 12-10 0 7-5 10-12 10z" fill="var(--color-secondary-sec03)" />
    </svg>
  );
}
