import {
  CARE_DAYS_FIELD,
  CARE_FREQUENCY_FIELD,
  CARE_KINDS,
  type CareKind,
  type PlantDashboardItem,
} from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { CareGauge } from '@/features/plants/plant-visual';

type RingSource = Pick<
  PlantDashboardItem,
  | (typeof CARE_DAYS_FIELD)[CareKind]
  | (typeof CARE_FREQUENCY_FIELD)[CareKind]
  | 'advice'
  | 'snoozes'
  | 'resting'
>;

/** The kinds a plant keeps: the first three always, an optional one while its interval is set. */
export function ringsOf(plant: RingSource): { kind: CareKind; days: number; frequency: number }[] {
  return CARE_KINDS.flatMap((kind) => {
    const frequency = plant[CARE_FREQUENCY_FIELD[kind]];
    return frequency === null ? [] : [{ kind, frequency, days: plant[CARE_DAYS_FIELD[kind]] }];
  });
}

/**
 * A card's care rings, one per kind that is on. Up to three fill one row at full size; more get
 * smaller rings, four in a row or three to a row (two rows), so six fit a 390 px screen.
 */
export function CareRings({ plant, plantName }: { plant: RingSource; plantName: string }) {
  const rings = ringsOf(plant);
  const compact = rings.length > 3;
  return (
    <div
      className={cn(
        'mt-m rounded-lg bg-white px-s py-m',
        compact
          ? cn('grid gap-x-s gap-y-m', rings.length === 4 ? 'grid-cols-4' : 'grid-cols-3')
          : 'flex gap-s',
      )}
    >
      {rings.map(({ kind, days, frequency }) => (
        <CareGauge
          key={kind}
          kind={kind}
          plantName={plantName}
          compact={compact}
          days={days}
          frequency={frequency}
          heldBack={plant.advice.some((a) => a.kind === kind && a.effect === 'SKIP')}
          snoozed={plant.snoozes.some((s) => s.kind === kind)}
          resting={plant.resting.includes(kind)}
        />
      ))}
    </div>
  );
}
