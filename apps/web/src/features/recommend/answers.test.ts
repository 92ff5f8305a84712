import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/render';
import {
  chooseAnswer,
  clearQuestion,
  matchParts,
  matchSentence,
  questionAnswers,
  questionsOf,
  safetyOf,
  sameAnswers,
} from '@/features/recommend/answers';
import { METADATAS, byId } from '@/test/fixtures/recommend';

const choose = (answers: number[], id: number, checked = true) =>
  chooseAnswer(answers, byId(id), checked, METADATAS);

describe('questionnaire answers', () => {
  it('asks the four questions in order, options in their own order, never the tags', () => {
    const questions = questionsOf(METADATAS);
    expect(questions.map((q) => q.kind)).toEqual([
      'GROW_PLACE',
      'SUNLIGHT',
      'VENTILATION',
      'PET_CHILD',
    ]);
    expect(questions[1]?.options.map((o) => o.id)).toEqual([11, 12, 14]);
  });

  it('keeps several places, but one light and one airiness', () => {
    expect(choose(choose([], 1), 3)).toEqual([1, 3]);
    expect(choose([1, 11], 12)).toEqual([1, 12]);
    expect(choose([1, 12, 21], 22)).toEqual([1, 12, 22]);
    expect(choose([1, 3], 1, false)).toEqual([3]);
  });

  it('해당 없음 rules out pets and children, and each of them rules out 해당 없음', () => {
    expect(choose([31], 32)).toEqual([31, 32]);
    expect(choose([1, 31, 32], 33)).toEqual([1, 33]);
    expect(choose([1, 33], 31)).toEqual([1, 31]);
    expect(choose([33], 32)).toEqual([32]);
  });

  it('skipping a question drops its answers only', () => {
    expect(clearQuestion([1, 3, 12, 31], 'GROW_PLACE', METADATAS)).toEqual([12, 31]);
    expect(clearQuestion([1, 12], 'PET_CHILD', METADATAS)).toEqual([1, 12]);
  });

  it('saves only question options, and compares answers as sets', () => {
    expect(questionAnswers([41, 12, 1, 99, 12], METADATAS)).toEqual([1, 12]);
    expect(sameAnswers([31, 1, 12], [1, 12, 31])).toBe(true);
    expect(sameAnswers([1, 12], [1, 12, 31])).toBe(false);
    expect(sameAnswers([], [])).toBe(true);
  });

  it('names the match question by question, leaving 해당 없음 and tags out', () => {
    expect(matchParts([33, 12, 41, 3, 1], METADATAS)).toEqual([
      { kind: 'GROW_PLACE', names: ['거실', '베란다'] },
      { kind: 'SUNLIGHT', names: ['밝은 간접광'] },
    ]);
  });

  it('builds the result sentence from the chosen answers', () => {
    const { t } = createTestI18n('kr');
    expect(matchSentence([1, 12, 31], METADATAS, t)).toBe(
      '거실 · 밝은 간접광 · 반려동물과 함께 → 이런 식물이 잘 맞아요',
    );
    expect(matchSentence([2, 3, 14, 22, 31, 32], METADATAS, t)).toBe(
      '침실, 베란다 · 그늘/형광등 · 통풍 보통 · 반려동물과 함께, 아이와 함께 → 이런 식물이 잘 맞아요',
    );
    expect(matchSentence([33], METADATAS, t)).toBe(
      '고른 답이 없어서 많이 찾는 식물부터 보여 드려요',
    );
    expect(matchSentence([1, 21], METADATAS, createTestI18n('en').t)).toBe(
      '거실 · airflow: 잘 됨 → these plants suit you',
    );
  });

  it('tells which families the list is kept safe for', () => {
    expect(safetyOf([1, 31])).toBe('pets');
    expect(safetyOf([32])).toBe('children');
    expect(safetyOf([31, 32])).toBe('both');
    expect(safetyOf([33])).toBeNull();
  });
});
