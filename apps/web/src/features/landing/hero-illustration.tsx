/** A leaf whose base sits at the origin and whose tip points up; placed with a transform. */
const LEAF = 'M0 0C-30-12-42-54-7-88c5-5 10-5 15 0C43-54 31-12 0 0z';
const VEINS = 'M0-2 1-84M0-22l-16-14M0-22l16-16M1-44l-14-12M1-44l14-13M1-64l-9-9M1-64l9-9';

const CLAY = '#d7a27c';
const CLAY_DARK = '#c48a62';

interface LeafProps {
  x: number;
  y: number;
  rotate: number;
  scale: number;
  fill: string;
}

function Leaf({ x, y, rotate, scale, fill }: LeafProps) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}>
      <path d={LEAF} fill={fill} />
      <path
        d={VEINS}
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}

/**
 * The landing hero: a leafy plant in a clay pot under a soft sun, drawn inline so the first paint
 * needs no image request.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 280 240" className={className} aria-hidden="true" focusable="false">
      <circle cx="140" cy="120" r="108" fill="#ffffff" />
      <circle cx="222" cy="54" r="16" fill="var(--color-glow)" />
      <circle cx="222" cy="54" r="24" fill="var(--color-glow)" opacity="0.5" />
      <ellipse cx="140" cy="224" rx="72" ry="7" fill="var(--color-gray-100)" opacity="0.08" />
      <path
        d="M140 156c-4-22-16-40-34-56"
        stroke="var(--color-secondary-sec04)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M140 156c3-26 14-46 30-62"
        stroke="var(--color-secondary-sec04)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M140 156V82"
        stroke="var(--color-secondary-sec04)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <Leaf x={140} y={156} rotate={-68} scale={0.72} fill="var(--color-secondary-sec04)" />
      <Leaf x={140} y={156} rotate={58} scale={0.74} fill="var(--color-primary)" />
      <Leaf x={138} y={150} rotate={-34} scale={1} fill="var(--color-primary)" />
      <Leaf x={142} y={150} rotate={24} scale={1.06} fill="var(--color-secondary-sec04)" />
      <Leaf x={140} y={148} rotate={-4} scale={0.84} fill="var(--color-secondary)" />
      <path d="M94 166h92l-10 50a8 8 0 0 1-8 6h-56a8 8 0 0 1-8-6z" fill={CLAY} />
      <rect x="86" y="152" width="108" height="20" rx="6" fill={CLAY_DARK} />
      <path
        d="M104 190h72"
        stroke="#ffffff"
        strokeOpacity="0.25"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="52" cy="84" r="4" fill="var(--color-secondary-sec03)" />
      <circle cx="64" cy="62" r="2.5" fill="var(--color-secondary)" />
      <circle cx="226" cy="140" r="3" fill="var(--color-secondary-sec03)" />
      <path
        d="M218 182c0-4 4-9 4-9s4 5 4 9a4 4 0 0 1-8 0z"
        fill="var(--color-blue)"
        opacity="0.55"
      />
      <path
        d="M232 196c0-3 3-7 3-7s3 4 3 7a3 3 0 0 1-6 0z"
        fill="var(--color-blue)"
        opacity="0.4"
      />
    </svg>
  );
}
