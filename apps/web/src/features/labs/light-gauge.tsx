import { useTranslation } from 'react-i18next';
import { LIGHT_LEVELS, LUX_RANGE, lightLevelOf, type LightLevelId } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { formatNumber } from '@/lib/format';
import { luxPosition } from '@/lib/lux-scale';

/** Each level's colour on the dial, from a dim corner to full sun. */
export const LEVEL_COLOR: Record<LightLevelId, string> = {
  SHADE: 'var(--color-gray-50)',
  PARTIAL_SHADE: 'var(--color-secondary-sec03)',
  BRIGHT_INDIRECT: 'var(--color-secondary)',
  SUN: 'var(--color-orange)',
};

const WIDTH = 300;
const HEIGHT = 172;
const CX = 150;
const CY = 154;
const RADIUS = 112;
const STROKE = 20;
/** Degrees left between two levels' stretches of the arc. */
const GAP = 1.6;
/** Where the level names sit, outside the arc. */
const LABEL_RADIUS = RADIUS + 26;
const LAST = LIGHT_LEVELS.length - 1;

/** A level's colour, paled, for the levels the reading is not in. */
const faded = (id: LightLevelId) => `color-mix(in srgb, ${LEVEL_COLOR[id]} 35%, white)`;

function point(degrees: number, radius: number) {
  const radians = (degrees * Math.PI) / 180;
  return { x: CX + radius * Math.cos(radians), y: CY - radius * Math.sin(radians) };
}

function arc(from: number, to: number) {
  const a = point(from, RADIUS);
  const b = point(to, RADIUS);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
}

/** The dial's angle for a reading: 180° (left, dark) to 0° (right, full sun). */
const angleOf = (lux: number) => 180 - luxPosition(lux) * 180;

/** Waiting for a source, measuring, a steady reading, or a value typed in. */
export type GaugeState = 'waiting' | 'measuring' | 'stable' | 'entered';

export interface LightGaugeProps {
  lux: number | null;
  state: GaugeState;
}

/**
 * The light meter's dial: the four light levels on a half circle (log scale inside each), a
 * knob at the reading, and the reading in lux with its level below. A `meter` for assistive
 * technology once there is a reading; the screen announces readings itself, at its own pace.
 */
export function LightGauge({ lux, state }: LightGaugeProps) {
  const { t } = useTranslation();
  const level = lux === null ? null : lightLevelOf(lux);
  const levelName = level ? t(`labs.levels.${level.id}.name`) : '';
  const needle = lux === null ? null : angleOf(lux);

  return (
    <div
      // A meter needs a value: before the first reading the dial is a picture that says so.
      {...(lux === null
        ? { role: 'img', 'aria-label': t('labs.meter.emptyGauge') }
        : {
            role: 'meter',
            'aria-label': t('labs.meter.gaugeLabel'),
            'aria-valuemin': LUX_RANGE.min,
            'aria-valuemax': LUX_RANGE.max,
            'aria-valuenow': Math.min(Math.round(lux), LUX_RANGE.max),
            'aria-valuetext': t('labs.meter.valueText', {
              lux: formatNumber(lux),
              level: levelName,
            }),
          })}
      className="mx-auto w-full max-w-300"
    >
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block w-full"
          aria-hidden="true"
          focusable="false"
        >
          {LIGHT_LEVELS.map((item, index) => {
            const from = 180 - index * 45 - (index === 0 ? 0 : GAP / 2);
            const to = 180 - (index + 1) * 45 + (index === LAST ? 0 : GAP / 2);
            const colour =
              level === null || level.id === item.id ? LEVEL_COLOR[item.id] : faded(item.id);
            const label = point(180 - index * 45 - 22.5, LABEL_RADIUS);
            // Butt ends (a round cap would spill onto the neighbour); the dial's two outer ends
            // are rounded by a dot.
            const end = index === 0 ? point(180, RADIUS) : index === LAST ? point(0, RADIUS) : null;
            return (
              <g key={item.id}>
                <path
                  d={arc(from, to)}
                  fill="none"
                  stroke={colour}
                  strokeWidth={level?.id === item.id ? STROKE + 4 : STROKE}
                />
                {end ? <circle cx={end.x} cy={end.y} r={STROKE / 2} fill={colour} /> : null}
                <text
                  x={label.x}
                  y={label.y}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize="12"
                  fontWeight={level?.id === item.id ? 700 : 400}
                  fill={level?.id === item.id ? 'var(--color-gray-100)' : 'var(--color-gray-60)'}
                >
                  {t(`labs.levels.${item.id}.name`)}
                </text>
              </g>
            );
          })}
          {needle !== null && level ? (
            // A knob drawn at the dark end and turned to the reading, so the turn can be animated.
            <g
              className="transition-transform duration-500 ease-out-soft motion-reduce:transition-none"
              style={{
                transform: `rotate(${180 - needle}deg)`,
                transformOrigin: `${CX}px ${CY}px`,
              }}
            >
              <circle
                cx={CX - RADIUS}
                cy={CY}
                r="14"
                fill="var(--color-white)"
                stroke="var(--color-gray-90)"
                strokeWidth="3"
              />
              <circle cx={CX - RADIUS} cy={CY} r="5" fill="var(--color-gray-90)" />
            </g>
          ) : null}
        </svg>
        <div className="absolute inset-x-0 top-[46%] flex flex-col items-center">
          <p className="price-nums flex items-baseline gap-4 text-gray-100">
            <span className={cn('text-32 font-bold', lux === null && 'text-gray-50')}>
              {lux === null ? '–' : formatNumber(lux)}
            </span>
            <span className="text-16 font-medium text-gray-70">{t('labs.meter.unit')}</span>
          </p>
        </div>
      </div>
      <div className="flex min-h-48 flex-col items-center gap-4 text-center">
        {level ? (
          <span
            className="inline-flex h-28 items-center gap-6 rounded-full bg-gray-10 px-12 text-14 font-bold text-gray-90"
            data-level={level.id}
          >
            <span
              aria-hidden="true"
              className="size-10 rounded-full"
              style={{ background: LEVEL_COLOR[level.id] }}
            />
            {levelName}
          </span>
        ) : null}
        <p className="flex items-center gap-6 text-13 text-gray-60">
          {state === 'measuring' ? (
            <span
              aria-hidden="true"
              className="size-8 rounded-full bg-secondary motion-safe:animate-skeleton"
            />
          ) : null}
          {t(`labs.meter.state.${state}`)}
        </p>
      </div>
    </div>
  );
}
