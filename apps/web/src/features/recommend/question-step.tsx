import { useId, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMetadata, QuestionKind } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import {
  CheckIcon,
  HomeIcon,
  PawIcon,
  SunIcon,
  WindIcon,
  type IconProps,
} from '@/components/ui/icons';
import { MULTI_CHOICE, type Question } from '@/features/recommend/answers';

const ICONS: Record<QuestionKind, ComponentType<IconProps>> = {
  GROW_PLACE: HomeIcon,
  SUNLIGHT: SunIcon,
  VENTILATION: WindIcon,
  PET_CHILD: PawIcon,
};

export interface QuestionStepProps {
  question: Question;
  answers: readonly number[];
  onChoose: (option: ProductMetadata, checked: boolean) => void;
  /** The question's heading, focused when the step changes so a screen reader reads it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One question: native checkboxes (several answers) or radio buttons (one), each option a large
 * card with its name and what it means.
 */
export function QuestionStep({ question, answers, onChoose, headingRef }: QuestionStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const multiple = MULTI_CHOICE[question.kind];
  const Icon = ICONS[question.kind];
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint`}>
      <legend className="w-full">
        <span
          aria-hidden="true"
          className="mb-m flex size-48 items-center justify-center rounded-full bg-secondary-sec01 text-primary"
        >
          <Icon size={26} />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-22 font-bold text-gray-100 focus:outline-none"
        >
          {t(`recommend.questions.${question.kind}.title`)}
        </h2>
      </legend>
      <p id={`${id}-hint`} className="mt-s text-14 text-gray-70">
        {t(`recommend.questions.${question.kind}.hint`)}
      </p>
      <div className="mt-l flex flex-col gap-s">
        {question.options.map((option) => {
          const checked = answers.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'relative flex min-h-64 cursor-pointer items-start gap-m rounded-lg border px-m py-12 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                checked
                  ? 'border-primary bg-secondary-sec01'
                  : 'border-gray-30 bg-white hover:bg-gray-10',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-options`}
                value={option.id}
                checked={checked}
                onChange={(event) => onChoose(option, event.target.checked)}
                aria-labelledby={`${id}-${option.id}-name`}
                aria-describedby={`${id}-${option.id}`}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-2 flex size-22 shrink-0 items-center justify-center border-2',
                  multiple ? 'rounded-sm' : 'rounded-full',
                  checked
                    ? 'border-primary bg-primary text-white'
                    : 'border-gray-40 bg-white text-transparent',
                )}
              >
                <CheckIcon size={14} strokeWidth={3} />
              </span>
              <span className="min-w-0 flex-1">
                <span
                  id={`${id}-${option.id}-name`}
                  className={cn(
                    'block text-16 text-gray-100',
                    checked ? 'font-bold' : 'font-medium',
                  )}
                >
                  {option.name}
                </span>
                <span id={`${id}-${option.id}`} className="mt-2 block text-13 text-gray-70">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
