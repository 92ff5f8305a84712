import { AI_RECOMMEND } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { seedCatalogueEntries } from '../../test/ai-fixtures.ts';
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
