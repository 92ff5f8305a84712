import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_RECOMMEND } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ShopHeader } from '@/features/products/shop-header';
import { AiRecommendResults, ResultError } from './ai-recommend-results';
import { useAiRecommend } from './use-ai-recommend';

/** Example questions to tap (keys under ai-recommend.examples). */
const EXAMPLES = ['northCat', 'sunnyVeranda', 'officeDesk', 'babyLivingRoom', 'beginner'] as const;

/** The contract's rule: 2–300 characters once trimmed. */
const promptFits = (text: string) => {
  const length = text.trim().length;
  return length >= AI_RECOMMEND.promptMinLength && length <= AI_RECOMMEND.promptMaxLength;
};

/**
 * /products/ai-recommend: the shopper describes the place in their own words and the answer
 * streams in below — what was understood, each plant with its reason, then a care tip.
 */
export function AiRecommendScreen() {
  const { t } = useTranslation();
  const title = t('routes.aiRecommend');
  useDocumentTitle(title);
  const { view, phase, error, ask } = useAiRecommend();
  const [prompt, setPrompt] = useState(() => view?.prompt ?? '');
  const [tried, setTried] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const ruleId = useId();
  const counterId = useId();
  const errorId = useId();

  const invalid = tried && !promptFits(prompt);
  const loading = phase === 'loading';

  const submit = (text: string) => {
    setTried(true);
    if (!promptFits(text)) {
      fieldRef.current?.focus();
      return;
    }
    void ask(text.trim());
    // The answer starts below the form: bring it into view on a small screen.
    requestAnimationFrame(() => resultsRef.current?.scrollIntoView?.({ block: 'start' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(prompt);
  };

  return (
    <>
      <ShopHeader title={title} current="ai" />
      <form noValidate onSubmit={onSubmit} className="px-m pt-l">
        <h2 className="text-20 font-bold text-gray-100">{t('ai-recommend.intro.title')}</h2>
        <p className="mt-s text-14 leading-20 text-gray-70">{t('ai-recommend.intro.body')}</p>

        <div className="mt-l flex items-baseline justify-between gap-s">
          <label htmlFor={fieldId} className="text-15 font-bold text-gray-100">
            {t('ai-recommend.form.label')}
          </label>
          <span
            id={counterId}
            className={cn(
              'price-nums text-13',
              prompt.length > AI_RECOMMEND.promptMaxLength ? 'text-red' : 'text-gray-60',
            )}
          >
            <span className="sr-only">{t('ai-recommend.form.counterLabel')} </span>
            {t('ai-recommend.form.counter', {
              count: prompt.length,
              max: AI_RECOMMEND.promptMaxLength,
            })}
          </span>
        </div>
        <textarea
          ref={fieldRef}
          id={fieldId}
          name="prompt"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={AI_RECOMMEND.promptMaxLength}
          rows={4}
          placeholder={t('ai-recommend.form.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={cn(ruleId, counterId, invalid && errorId)}
          className={cn(
            'mt-s w-full resize-y rounded-md border bg-white p-m text-15 leading-22 text-gray-100 placeholder:text-gray-60 focus:border-primary focus:outline-none',
            invalid ? 'border-red' : 'border-gray-30',
          )}
        />
        <p id={ruleId} className="mt-min text-13 text-gray-60">
          {t('ai-recommend.form.rule')}
        </p>
        {invalid ? (
          <p id={errorId} role="alert" className="mt-min text-13 text-red">
            {t('ai-recommend.form.tooShort')}
          </p>
        ) : null}

        <div role="group" aria-labelledby={`${fieldId}-examples`} className="mt-m">
          <p id={`${fieldId}-examples`} className="text-13 font-medium text-gray-70">
            {t('ai-recommend.examples.label')}
          </p>
          <ul className="-mx-m mt-s flex gap-s overflow-x-auto px-m pb-min">
            {EXAMPLES.map((key) => {
              const text = t(`ai-recommend.examples.${key}`);
              return (
                <li key={key} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => {
                      setPrompt(text);
                      setTried(false);
                      fieldRef.current?.focus();
                    }}
                    className="h-36 rounded-full border border-gray-30 bg-white px-m text-13 whitespace-nowrap text-gray-80 hover:border-primary hover:text-primary"
                  >
                    {text}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        <Button type="submit" variant={loading ? 'progress' : 'cta'} className="mt-l">
          {t('ai-recommend.form.submit')}
        </Button>
      </form>

      <div
        ref={resultsRef}
        aria-label={t('ai-recommend.result.label')}
        role="region"
        className="scroll-mt-112 pb-xxl"
      >
        <p role="status" className="sr-only">
          {loading
            ? t('ai-recommend.result.loading')
            : phase === 'done' && view
              ? t('ai-recommend.result.found', { count: view.data.length })
              : ''}
        </p>
        {phase === 'error' && error ? (
          <ResultError error={error} onRetry={() => submit(view?.prompt ?? prompt)} />
        ) : view ? (
          <AiRecommendResults view={view} phase={phase} />
        ) : null}
      </div>
    </>
  );
}
