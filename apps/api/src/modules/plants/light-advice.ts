import { lightFit, lightLevelOf, type LightLevelId, type PlantLight } from '@chorok/contract';

export interface LightAdviceInput {
  /** The saved reading, whole lux, and when it was saved. */
  lux: number;
  measuredAt: Date;
  /** The light range it wants (its product's, else its species'); null for a plant of neither. */
  range: { minLux: number; maxLux: number } | null;
  /** The species' name (the product's), said in the advice. */
  speciesName: string | null;
}

/** A reading this far outside the range (a factor) is "많이", not "조금". */
const FAR_FACTOR = 2;

/** What each level means, for a plant whose own range is unknown (registered by hand). */
const LEVEL_WORDS: Record<LightLevelId, string> = {
  SHADE: '이 자리는 음지예요. 스투키나 산세베리아처럼 그늘에 강한 식물만 버틸 수 있어요.',
  PARTIAL_SHADE: '이 자리는 반음지예요. 그늘에 강한 관엽식물이 잘 자라요.',
  BRIGHT_INDIRECT: '이 자리는 반양지예요. 대부분의 관엽식물이 좋아하는 밝기예요.',
  SUN: '이 자리는 양지예요. 다육식물이나 허브처럼 햇빛을 좋아하는 식물에게 좋아요.',
};

function fitMessage(
  lux: number,
  range: { minLux: number; maxLux: number },
  species: string,
): string {
  const fit = lightFit(lux, range);
  if (fit === 'DARK')
    return lux * FAR_FACTOR < range.minLux
      ? `이 자리는 ${species}에게 많이 어두워요. 밝은 창가로 옮기거나 식물등을 켜 주세요.`
      : `이 자리는 ${species}에게 조금 어두워요. 창가 쪽으로 옮겨 주세요.`;
  if (fit === 'BRIGHT')
    return lux > range.maxLux * FAR_FACTOR
      ? `이 자리는 ${species}에게 너무 밝아요. 잎이 탈 수 있으니 창에서 조금 떨어진 곳으로 옮겨 주세요.`
      : `이 자리는 ${species}에게 조금 밝아요. 한낮에는 얇은 커튼으로 햇빛을 가려 주세요.`;
  return `이 자리의 밝기가 ${species}에게 잘 맞아요. 지금 자리에 두세요.`;
}

/**
 * The light note of a plant's care advice, from the light meter's reading where it stands: for
 * a plant of the catalogue, the reading against its species' light range (darker or brighter
 * than it wants, a little or a lot); for one registered by hand, what the level means.
 */
export function lightAdvice(input: LightAdviceInput): PlantLight {
  const { lux, range } = input;
  const level = lightLevelOf(lux).id;
  const species = input.speciesName?.trim() || '이 식물';
  return {
    lux,
    measuredAt: input.measuredAt.toISOString(),
    level,
    fit: range ? lightFit(lux, range) : null,
    range: range ? { minLux: range.minLux, maxLux: range.maxLux } : null,
    message: range ? fitMessage(lux, range, species) : LEVEL_WORDS[level],
  };
}
