import type { TFunction } from 'i18next';
import {
  PET_CHILD_ANSWERS,
  QUESTION_KINDS,
  type ProductMetadata,
  type QuestionKind,
} from '@chorok/contract';

/*
 * The questionnaire's rules, apart from any screen: which questions take several answers, what a
 * choice does to the others, and the sentence that explains a result.
 */

/** Several places and both pets and children may be true at once; light and airiness have one answer. */
export const MULTI_CHOICE: Record<QuestionKind, boolean> = {
  GROW_PLACE: true,
  SUNLIGHT: false,
  VENTILATION: false,
  PET_CHILD: true,
};

export interface Question {
  kind: QuestionKind;
  options: ProductMetadata[];
}

const isQuestionKind = (kind: string): kind is QuestionKind =>
  (QUESTION_KINDS as readonly string[]).includes(kind);

/** The four questions in order, each with its options in their own order; a kind without options is left out. */
export function questionsOf(metadatas: readonly ProductMetadata[]): Question[] {
  return QUESTION_KINDS.map((kind) => ({
    kind,
    options: metadatas
      .filter((m) => m.kind === kind)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  })).filter((question) => question.options.length > 0);
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * `answers` after `option` is checked or unchecked. A one-answer question keeps only the new
 * choice; 해당 없음 and 반려동물과 함께 / 아이와 함께 rule each other out.
 */
export function chooseAnswer(
  answers: readonly number[],
  option: ProductMetadata,
  checked: boolean,
  metadatas: readonly ProductMetadata[],
): number[] {
  if (!checked) return sorted(answers.filter((id) => id !== option.id));
  const kindOf = new Map(metadatas.map((m) => [m.id, m.kind]));
  const { withPets, withChildren, neither } = PET_CHILD_ANSWERS;
  const excluded = new Set<number>();
  if (!isQuestionKind(option.kind) || !MULTI_CHOICE[option.kind])
    for (const id of answers) if (kindOf.get(id) === option.kind) excluded.add(id);
  if (option.id === neither) {
    excluded.add(withPets);
    excluded.add(withChildren);
  }
  if (option.id === withPets || option.id === withChildren) excluded.add(neither);
  return sorted([...answers.filter((id) => !excluded.has(id)), option.id]);
}

/** `answers` without any answer to the question of `kind` (건너뛰기). */
export function clearQuestion(
  answers: readonly number[],
  kind: QuestionKind,
  metadatas: readonly ProductMetadata[],
): number[] {
  const ofKind = new Set(metadatas.filter((m) => m.kind === kind).map((m) => m.id));
  return sorted(answers.filter((id) => !ofKind.has(id)));
}

/** The answers that are options of the four questions: what can be saved (tags and unknown ids cannot). */
export function questionAnswers(
  answers: readonly number[],
  metadatas: readonly ProductMetadata[],
): number[] {
  const options = new Set(metadatas.filter((m) => isQuestionKind(m.kind)).map((m) => m.id));
  return sorted(answers.filter((id) => options.has(id)));
}

export function sameAnswers(a: readonly number[], b: readonly number[]): boolean {
  const left = sorted(a);
  const right = sorted(b);
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

export interface MatchPart {
  kind: QuestionKind;
  names: string[];
}

/**
 * What a result is matched to, question by question: the chosen options' names in the
 * questions' order. 해당 없음 narrows nothing and says nothing, so it is left out.
 */
export function matchParts(
  answers: readonly number[],
  metadatas: readonly ProductMetadata[],
): MatchPart[] {
  const chosen = new Set(answers);
  return questionsOf(metadatas)
    .map(({ kind, options }) => ({
      kind,
      names: options
        .filter((o) => chosen.has(o.id) && o.id !== PET_CHILD_ANSWERS.neither)
        .map((o) => o.name),
    }))
    .filter((part) => part.names.length > 0);
}

/**
 * The result's explanation: "거실, 침실 · 밝은 간접광 · 통풍 잘 됨 · 반려동물과 함께 → 이런 식물이
 * 잘 맞아요", or a plain word when nothing was chosen.
 */
export function matchSentence(
  answers: readonly number[],
  metadatas: readonly ProductMetadata[],
  t: TFunction,
): string {
  const parts = matchParts(answers, metadatas).map(({ kind, names }) =>
    t(`recommend.match.part.${kind}`, { names: names.join(', ') }),
  );
  return parts.length
    ? t('recommend.match.sentence', { parts: parts.join(' · ') })
    : t('recommend.match.none');
}

/** Which families the list was kept safe for (the API leaves out plants unsafe for them). */
export function safetyOf(answers: readonly number[]): 'both' | 'pets' | 'children' | null {
  const pets = answers.includes(PET_CHILD_ANSWERS.withPets);
  const children = answers.includes(PET_CHILD_ANSWERS.withChildren);
  if (pets && children) return 'both';
  if (pets) return 'pets';
  if (children) return 'children';
  return null;
}
