import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { ChevronRightIcon } from '@/components/ui/icons';

/**
 * The usual delivery requests. What is stored (and printed for the courier) is the Korean text,
 * whatever language the screen is in; the screen shows each in its own language.
 */
export const REQUEST_PRESETS = {
  door: '문 앞에 놓아 주세요',
  guard: '경비실에 맡겨 주세요',
  box: '택배함에 넣어 주세요',
  call: '배송 전에 연락 주세요',
  careful: '식물이 다치지 않게 조심히 다뤄 주세요',
} as const;
type PresetKey = keyof typeof REQUEST_PRESETS;
const PRESET_KEYS = Object.keys(REQUEST_PRESETS) as PresetKey[];

type Choice = '' | PresetKey | 'custom';

function choiceOf(text: string): Choice {
  if (!text) return '';
  return PRESET_KEYS.find((key) => REQUEST_PRESETS[key] === text) ?? 'custom';
}

export interface RequestTextFieldProps {
  /** The request ('' for none). */
  value: string;
  onChange: (text: string) => void;
  label: string;
  error?: string | null;
}

/** A choice of the usual requests, or '직접 입력' with a text box (up to 100 characters). */
export function RequestTextField({ value, onChange, label, error }: RequestTextFieldProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const textId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(value));
  const [custom, setCustom] = useState(() => (choiceOf(value) === 'custom' ? value : ''));

  const choose = (next: Choice) => {
    setChoice(next);
    onChange(next === '' ? '' : next === 'custom' ? custom : REQUEST_PRESETS[next]);
  };

  return (
    <div>
      <label htmlFor={selectId} className="text-14 font-bold text-gray-80">
        {label}
      </label>
      <div className="relative mt-s">
        <select
          id={selectId}
          value={choice}
          onChange={(event) => choose(event.target.value as Choice)}
          className="h-52 w-full appearance-none rounded-md border border-gray-30 bg-white pr-40 pl-m text-16 text-gray-100 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary"
        >
          <option value="">{t('addresses.request.none')}</option>
          {PRESET_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`addresses.request.presets.${key}`)}
            </option>
          ))}
          <option value="custom">{t('addresses.request.custom')}</option>
        </select>
        <ChevronRightIcon
          size={18}
          className="pointer-events-none absolute top-1/2 right-m -translate-y-1/2 rotate-90 text-gray-60"
        />
      </div>
      {choice === 'custom' ? (
        <>
          <label htmlFor={textId} className="sr-only">
            {t('addresses.request.customLabel')}
          </label>
          <textarea
            id={textId}
            value={custom}
            rows={2}
            maxLength={ORDER.requestTextMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={t('addresses.request.placeholder')}
            onChange={(event) => {
              setCustom(event.target.value);
              onChange(event.target.value);
            }}
            className={cn(
              'mt-s w-full resize-none rounded-md border bg-white px-m py-12 text-16 text-gray-100 placeholder:text-gray-60 focus-visible:outline-2 focus-visible:outline-offset-0',
              error
                ? 'border-red focus-visible:outline-red'
                : 'border-gray-30 focus-visible:border-primary focus-visible:outline-primary',
            )}
          />
          <p className="price-nums text-right text-12 text-gray-60" aria-hidden="true">
            {custom.length}/{ORDER.requestTextMax}
          </p>
        </>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-min text-13 text-red">
          {error}
        </p>
      ) : null}
    </div>
  );
}
