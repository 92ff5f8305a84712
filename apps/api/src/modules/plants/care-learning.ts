import {
  CARE_LEARNING,
  PLANT,
  type CareKind,
  type CareOutcome,
  type CareSuggestion,
} from '@chorok/contract';

/** One care event as the rule reads it. */
export interface LearningEvent {
  date: string;
  outcome: CareOutcome;
  skipReason: string | null;
}

/**
 * The interval a skip-learning suggestion offers: CARE_LEARNING.stretchPct % longer, at least a day
 * more, rounded, at most CARE_LEARNING.maxDays (8 → 10, 7 → 9, 3 → 4, 28 → 30). Null when it
 * cannot grow (already at the cap).
 */
export function stretchedDays(days: number): number | null {
  const step = Math.max(1, Math.round((days * CARE_LEARNING.stretchPct) / 100));
  const next = Math.min(days + step, CARE_LEARNING.maxDays, PLANT.frequencyMax);
  return next > days ? next : null;
}

/**
 * The suggestion for one care kind of a plant (CARE_LEARNING), or null:
 * - only CARE_LEARNING.kind (watering) learns;
 * - of its `recent` newest events (given or skipped, newest first), at least `skips` were skipped
 *   for CARE_LEARNING.reason (the soil was still wet);
 * - when the shopper dismissed (or accepted) a suggestion on `dismissedOn`, one of those skips
 *   falls on a later day: a new skip asks again, the old ones do not;
 * - the interval can still grow (stretchedDays).
 */
export function careSuggestion(input: {
  kind: CareKind;
  currentDays: number;
  /** The kind's events, newest first (at least the `recent` newest). */
  events: readonly LearningEvent[];
  dismissedOn: string | null;
}): CareSuggestion | null {
  if (input.kind !== CARE_LEARNING.kind) return null;
  const recent = input.events.slice(0, CARE_LEARNING.recent);
  const skips = recent.filter(
    (e) => e.outcome === 'SKIPPED' && e.skipReason === CARE_LEARNING.reason,
  );
  if (skips.length < CARE_LEARNING.skips) return null;
  const { dismissedOn } = input;
  if (dismissedOn !== null && !skips.some((e) => e.date > dismissedOn)) return null;
  const suggestedDays = stretchedDays(input.currentDays);
  if (suggestedDays === null) return null;
  return {
    kind: input.kind,
    currentDays: input.currentDays,
    suggestedDays,
    reason: CARE_LEARNING.reason,
    skips: skips.length,
    outOf: recent.length,
  };
}
