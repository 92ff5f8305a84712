import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMetadata } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import {
  chooseAnswer,
  clearQuestion,
  questionAnswers,
  questionsOf,
} from '@/features/recommend/answers';
import { QuestionStep } from '@/features/recommend/question-step';

export interface QuestionnaireProps {
  /** The screen's title (the header's h1). */
  title: string;
  /** Every metadata (GET /products/metadatas); the four question kinds are asked. */
  metadatas: readonly ProductMetadata[];
  /** Answers to start from (saved ones, or the result being redone). */
  initialAnswers?: readonly number[];
  /** The last question answered or skipped: the chosen answers, sorted. */
  onFinish: (answers: number[]) => void;
  /** Back on the first question (default: back in history). */
  onExit?: () => void;
  /** Finishing is under way (saving). */
  finishing?: boolean;
  /** Why finishing failed, shown under the buttons. */
  error?: string | null;
  /** The last button's label (default 결과 보기). */
  finishLabel?: string;
}

/**
 * The plant questionnaire: one question a screen — where, how much light, how airy, who lives
 * there — with progress, back, skip (건너뛰기), and the answers handed over at the end.
 */
export function Questionnaire({
  title,
  metadatas,
  initialAnswers = [],
  onFinish,
  onExit,
  finishing = false,
  error = null,
  finishLabel,
}: QuestionnaireProps) {
  const { t } = useTranslation();
  const questions = questionsOf(metadatas);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(() => questionAnswers(initialAnswers, metadatas));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new question takes focus (not on arrival, where the page's own focus rules apply).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const question = questions[step];
  if (!question) return null;
  const last = step === questions.length - 1;
  const answered = question.options.some((o) => answers.includes(o.id));

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const advance = (current: number[]) => {
    if (last) onFinish(current);
    else goTo(step + 1);
  };
  const skip = () => {
    const cleared = clearQuestion(answers, question.kind, metadatas);
    setAnswers(cleared);
    advance(cleared);
  };
  const back = () => (step > 0 ? goTo(step - 1) : onExit?.());
  const progress = t('recommend.progress.label', {
    current: step + 1,
    total: questions.length,
  });

  return (
    <>
      <PageHeader
        title={title}
        onBack={step > 0 || onExit ? back : undefined}
        right={
          <button
            type="button"
            onClick={skip}
            disabled={finishing}
            className="flex h-44 items-center rounded-md px-s text-15 font-medium text-gray-70 hover:bg-gray-10 disabled:text-gray-50"
          >
            {t('recommend.skip')}
          </button>
        }
      />
      <div className="px-l pt-s pb-xxl">
        <div className="flex items-center gap-m">
          <div
            role="progressbar"
            aria-label={t('recommend.progress.name')}
            aria-valuemin={1}
            aria-valuemax={questions.length}
            aria-valuenow={step + 1}
            aria-valuetext={progress}
            className="h-6 flex-1 overflow-hidden rounded-full bg-gray-20"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${((step + 1) / questions.length) * 100}%` }}
            />
          </div>
          <span aria-hidden="true" className="price-nums text-14 font-bold text-primary">
            {t('recommend.progress.short', { current: step + 1, total: questions.length })}
          </span>
        </div>
        <p className="sr-only" aria-live="polite">
          {progress}
        </p>
        <div className="pt-xl">
          <QuestionStep
            key={question.kind}
            question={question}
            answers={answers}
            headingRef={heading}
            onChoose={(option, checked) =>
              setAnswers((current) => chooseAnswer(current, option, checked, metadatas))
            }
          />
        </div>
        <div className="mt-xl flex gap-s">
          {step > 0 ? (
            <Button
              variant="done"
              size="large"
              className="w-auto flex-1"
              onClick={back}
              disabled={finishing}
            >
              {t('recommend.previous')}
            </Button>
          ) : null}
          <Button
            variant={finishing ? 'progress' : answered ? 'cta' : 'disabled'}
            size="large"
            className="w-auto flex-[2]"
            onClick={() => advance(answers)}
          >
            {last ? (finishLabel ?? t('recommend.finish')) : t('recommend.next')}
          </Button>
        </div>
        {!answered ? (
          <p className="mt-s text-center text-13 text-gray-60">{t('recommend.chooseOrSkip')}</p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-m text-center text-14 text-red">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
