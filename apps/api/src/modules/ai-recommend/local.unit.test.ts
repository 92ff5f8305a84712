import { AI_RECOMMEND } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { seedCatalogueEntries } from '../../test/ai-fixtures.ts';
import type { CatalogueEntry, PlantFacts } from './catalogue.ts';
import { PROMPT_CASES } from '../../test/ai-prompt-cases.ts';
import { lightNeed, rankLocally, recommendLocally } from './local.ts';
import { interval, particle, safeFor, sentence } from './phrases.ts';
import { understand } from './understand.ts';

const catalogue = seedCatalogueEntries();
const picksFor = (prompt: string) =>
  rankLocally(understand(prompt), catalogue, AI_RECOMMEND.maxItems);

describe('the local recommender on the seed catalogue', () => {
  it('holds at least 30 prompts', () => {
    expect(PROMPT_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PROMPT_CASES)('$prompt', ({ prompt, must, mustNot }) => {
    const names = picksFor(prompt).map((pick) => pick.entry.name);
    expect(names).toHaveLength(AI_RECOMMEND.maxItems);
    for (const name of must) expect(names, `${name} is missing`).toContain(name);
    for (const name of mustNot) expect(names, `${name} is unfit`).not.toContain(name);
  });

  it('never answers a household with pets or children with a plant unsafe for them', () => {
    for (const { prompt } of PROMPT_CASES) {
      const u = understand(prompt);
      for (const { entry } of picksFor(prompt)) {
        if (u.pets.length) expect(entry.facts.petSafe, `${prompt}: ${entry.name}`).toBe(true);
        if (u.children) expect(entry.facts.childSafe, `${prompt}: ${entry.name}`).toBe(true);
      }
    }
  });

  it('never answers a dim or dark place with a plant that needs more light', () => {
    for (const { prompt } of PROMPT_CASES) {
      const need = lightNeed(understand(prompt));
      if (need?.maxMinLux == null) continue;
      for (const { entry } of picksFor(prompt))
        expect(entry.facts.lightMinLux, `${prompt}: ${entry.name}`).toBeLessThanOrEqual(
          need.maxMinLux,
        );
    }
  });

  it('writes each reason from what it matched', () => {
    const [first] = picksFor('북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요');
    expect(first?.reason).toBe(
      '북향 원룸처럼 빛이 적어도 잘 버티고, 물을 열흘에 한 번만 줘도 되고, 고양이에게 안전해요',
    );
    const [sunny] = picksFor('햇빛 잘 드는 남향 베란다');
    expect(sunny?.reason).toBe('햇빛을 좋아해서 남향 창가에서 잘 자라고, 베란다에 두기 좋아요');
    for (const pick of picksFor('출장이 잦아서 집을 자주 비워요'))
      expect(pick.reason).toMatch(/^집을 비워도 (한 달은|3주는|2주는|열흘은) 거뜬해요$/);
  });

  it('closes with a care tip for the place', () => {
    const answer = recommendLocally(
      understand('북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요'),
      catalogue,
      AI_RECOMMEND.maxItems,
    );
    expect(answer.tip).toContain('가장 밝은 창가');
    expect(answer.tip).toContain('물 주기 알림');
    expect(answer.tip.length).toBeLessThanOrEqual(300);
    expect(answer.items.every((item) => item.reason.length <= 200)).toBe(true);
  });

  it('understanding nothing, says so and still offers popular easy plants', () => {
    const u = understand('안녕하세요');
    const answer = recommendLocally(u, catalogue, AI_RECOMMEND.maxItems);
    expect(u.chips).toEqual([]);
    expect(answer.tip).toContain('잘 알아듣지 못했어요');
    const picks = rankLocally(u, catalogue, AI_RECOMMEND.maxItems);
    expect(picks).toHaveLength(AI_RECOMMEND.maxItems);
    expect(picks.every((pick) => pick.entry.facts.difficulty === 'EASY')).toBe(true);
    expect(picks[0]?.reason).toBe('초보도 키우기 쉽고, 많은 분이 찾는 식물이에요');
  });

  it('with no plant dim enough, offers the closest rather than nothing (pets still ruled)', () => {
    const bright = catalogue.filter((entry) => entry.facts.lightMinLux >= 2_000);
    const picks = rankLocally(understand('북향인데 고양이가 있어요'), bright, 5);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((pick) => pick.entry.facts.petSafe)).toBe(true);
  });
});

describe('the local recommender with the species facts (issue 18)', () => {
  const noon = (day: string) => new Date(`${day}T03:00:00Z`);
  const template = catalogue[0]!;
  /** A plant like every other here but for its species' facts; ids in the order given. */
  const plant = (id: number, facts: Partial<PlantFacts>): CatalogueEntry => ({
    ...template,
    id,
    name: `식물 ${id}`,
    popularity: 10,
    metadataIds: [],
    facts: {
      lightMinLux: 1_000,
      lightMaxLux: 20_000,
      wateringFrequency: 7,
      petSafe: true,
      childSafe: true,
      difficulty: 'EASY',
      size: 'MEDIUM',
      humidity: null,
      minTemperatureC: null,
      ...facts,
    },
  });
  const order = (u: ReturnType<typeof understand>, plants: CatalogueEntry[]) =>
    rankLocally(u, plants, plants.length).map((pick) => pick.entry.id);

  it('a dry room: the species that copes with dry air first, the one that wants it humid last', () => {
    // The humid-air one has the lowest id: by the tie-break alone it would come first.
    const plants = [
      plant(1, { humidity: 'HIGH' }),
      plant(2, {}),
      plant(3, { humidity: 'MEDIUM' }),
      plant(4, { humidity: 'LOW' }),
    ];
    const u = understand('방이 너무 건조해요');
    expect(order(u, plants)).toEqual([4, 3, 2, 1]);
    expect(rankLocally(u, plants, 1)[0]?.reason).toContain('건조한 공기에도 잘 버텨요');
  });

  it('a bathroom: the species that wants humid air before the one it would harm', () => {
    const plants = [plant(1, { humidity: 'LOW' }), plant(2, {}), plant(3, { humidity: 'HIGH' })];
    const u = understand('욕실에 둘 식물');
    expect(order(u, plants)).toEqual([3, 2, 1]);
    expect(rankLocally(u, plants, 1)[0]?.reason).toContain('습한 곳을 좋아해');
  });

  it('a veranda in January: hardy species first, tropical ones last, and says why', () => {
    const plants = [
      plant(1, { minTemperatureC: 15 }),
      plant(2, { minTemperatureC: 12 }),
      plant(3, {}),
      plant(4, { minTemperatureC: 10 }),
      plant(5, { minTemperatureC: 5 }),
      plant(6, { minTemperatureC: -5 }),
    ];
    const u = understand('베란다에 둘 식물', noon('2026-01-15'));
    expect(order(u, plants)).toEqual([6, 5, 3, 4, 2, 1]);
    const [first] = rankLocally(u, plants, 1);
    expect(first?.reason).toBe('겨울 베란다의 추위도 견뎌요');
    // In July the same veranda is no reason to prefer either.
    expect(order(understand('베란다에 둘 식물', noon('2026-07-15')), plants)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('a cold room said in words: hardy first, in any month', () => {
    const plants = [plant(1, { minTemperatureC: 13 }), plant(2, { minTemperatureC: 3 })];
    const u = understand('난방이 안 되는 방이라 추워요', noon('2026-07-15'));
    expect(order(u, plants)).toEqual([2, 1]);
    expect(rankLocally(u, plants, 1)[0]?.reason).toContain('서늘한 곳에서도 잘 견뎌요');
  });

  it.each(PROMPT_CASES)('in January too: $prompt', ({ prompt, must, mustNot }) => {
    const u = understand(prompt, noon('2026-01-15'));
    const picks = rankLocally(u, catalogue, AI_RECOMMEND.maxItems);
    const names = picks.map((pick) => pick.entry.name);
    for (const name of must) expect(names, `${name} is missing`).toContain(name);
    for (const name of mustNot) expect(names, `${name} is unfit`).not.toContain(name);
    // A winter veranda is never answered with a plant its nights would hurt.
    if (u.cold)
      for (const { entry } of picks)
        expect(entry.facts.minTemperatureC, entry.name).toBeLessThanOrEqual(10);
  });
});

describe('phrases', () => {
  it('joins clauses into one sentence', () => {
    expect(
      sentence([
        { conn: '잘 버티고', end: '잘 버텨요' },
        { conn: '안전하고', end: '안전해요' },
      ]),
    ).toBe('잘 버티고, 안전해요');
  });

  it('picks particles by the last syllable', () => {
    expect(particle('한 달', '은', '는')).toBe('한 달은');
    expect(particle('3주', '은', '는')).toBe('3주는');
    expect(particle('반려동물', '과', '와')).toBe('반려동물과');
    expect(particle('고양이', '과', '와')).toBe('고양이와');
  });

  it('says intervals the way people do', () => {
    expect(interval(7)).toBe('일주일');
    expect(interval(10)).toBe('열흘');
    expect(interval(14)).toBe('2주');
    expect(interval(21)).toBe('3주');
    expect(interval(30)).toBe('한 달');
    expect(interval(5)).toBe('5일');
  });

  it('names who a plant is safe for', () => {
    expect(safeFor(understand('고양이'))).toBe('고양이에게');
    expect(safeFor(understand('고양이랑 강아지'))).toBe('고양이와 강아지 모두에게');
    expect(safeFor(understand('반려동물이랑 아이'))).toBe('반려동물과 아이 모두에게');
    expect(safeFor(understand('거실'))).toBeNull();
  });
});
