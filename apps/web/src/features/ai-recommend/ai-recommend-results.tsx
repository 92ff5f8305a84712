import { useTranslation } from 'react-i18next';
import { AI_RECOMMEND } from '@chorok/contract';
import { LoadError } from '@/components/ui/load-error';
import { LeafIcon, SunIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import type { ApiError } from '@/lib/api-client';
import type { AiAnswerView, AiPhase } from './use-ai-recommend';
import { errorText } from '@/lib/error-text';

function Understood({ chips }: { chips: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ai-understood" className="px-m pt-l">
      <h2 id="ai-understood" className="text-15 font-bold text-gray-100">
        {t('ai-recommend.result.understood')}
      </h2>
      {chips.length ? (
        <ul className="mt-s flex flex-wrap gap-s">
          {chips.map((chip) => (
            <li
              key={chip}
              className="rounded-full bg-secondary-sec01 px-m py-min text-14 font-medium text-primary"
            >
              {chip}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-s text-14 text-gray-70">{t('ai-recommend.result.understoodNothing')}</p>
      )}
    </section>
  );
}

/** A plant and why: the shop's own card, the reason beside it. */
function ItemRow({ product, reason }: { product: AiAnswerView['data'][number]; reason: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-m py-m">
      <ProductCard product={product} layout="row" />
      <div className="min-w-0 flex-1 pt-s">
        <p className="text-12 font-bold text-primary">{t('ai-recommend.result.reason')}</p>
        <p className="mt-min text-15 leading-22 text-gray-90">{reason}</p>
      </div>
    </li>
  );
}

function ItemRowSkeleton() {
  return (
    <li aria-hidden="true" className="flex gap-m py-m">
      <ProductCardSkeleton layout="row" />
      <div className="flex-1 pt-s">
        <Skeleton className="h-12 w-64" />
        <Skeleton className="mt-s h-16 w-full" />
        <Skeleton className="mt-s h-16 w-[80%]" />
      </div>
    </li>
  );
}

function Tip({ tip }: { tip: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ai-tip" className="mx-m mt-m rounded-lg bg-oat p-m">
      <h2 id="ai-tip" className="flex items-center gap-s text-15 font-bold text-gray-100">
        <SunIcon size={20} className="text-mandarin" />
        {t('ai-recommend.result.tip')}
      </h2>
      <p className="mt-s text-14 leading-22 text-gray-80">{tip}</p>
    </section>
  );
}

export function ResultError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  const limited = error.status === 429;
  const body =
    limited || error.status === 400
      ? errorText(t, error)
      : error.status === 0
        ? t('ai-recommend.error.network')
        : t('ai-recommend.error.body');
  return (
    <LoadError
      size="section"
      retryVariant="done"
      title={t(limited ? 'ai-recommend.error.rateLimitedTitle' : 'ai-recommend.error.title')}
      body={body}
      onRetry={onRetry}
    />
  );
}

/** What was understood, the plants as they stream in, then the tip; skeletons while waiting. */
export function AiRecommendResults({ view, phase }: { view: AiAnswerView; phase: AiPhase }) {
  const { t } = useTranslation();
  const loading = phase === 'loading';
  const waiting = loading ? Math.max(0, Math.min(2, AI_RECOMMEND.maxItems - view.data.length)) : 0;
  return (
    <div aria-busy={loading || undefined}>
      {view.understood ? <Understood chips={view.understood} /> : null}
      <section aria-labelledby="ai-items" className="px-m pt-l">
        <h2 id="ai-items" className="flex items-center gap-s text-15 font-bold text-gray-100">
          <LeafIcon size={20} className="text-primary" />
          {t('ai-recommend.result.items')}
        </h2>
        {view.data.length || loading ? (
          <ul className="divide-y divide-gray-20">
            {view.data.map((product) => (
              <ItemRow key={product.id} product={product} reason={view.reasons[product.id] ?? ''} />
            ))}
            {Array.from({ length: waiting }, (_, i) => (
              <ItemRowSkeleton key={i} />
            ))}
          </ul>
        ) : (
          <p className="py-l text-14 text-gray-70">{t('ai-recommend.result.none')}</p>
        )}
      </section>
      {view.tip ? <Tip tip={view.tip} /> : null}
    </div>
  );
}
