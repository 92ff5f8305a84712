import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_MESSAGES,
  type AiRecommendation,
  type AiRecommendEvent,
  type ProductSummary,
} from '@chorok/contract';
import { ApiError } from '@/lib/api-client';
import { streamAiRecommendation } from './stream';
import { productsKey } from '@/lib/query-keys';

/**
 * The answer on screen. It lives in the query cache under `productsKey` with its cards as `data`,
 * so a like tapped on a card patches it like any product list (features/products/queries), and
 * coming back to the screen shows the last answer.
 */
export interface AiAnswerView {
  prompt: string;
  understood: string[] | null;
  data: ProductSummary[];
  reasons: Record<number, string>;
  tip: string | null;
  /** The whole answer arrived (`done`). */
  complete: boolean;
}

export const aiRecommendKey = [...productsKey, 'ai-recommend'] as const;

const emptyView = (prompt: string): AiAnswerView => ({
  prompt,
  understood: null,
  data: [],
  reasons: {},
  tip: null,
  complete: false,
});

function withEvent(view: AiAnswerView, event: AiRecommendEvent): AiAnswerView {
  switch (event.type) {
    case 'understood':
      return { ...view, understood: event.understood };
    case 'item': {
      const { product, reason } = event.item;
      if (view.reasons[product.id] !== undefined) return view;
      return {
        ...view,
        data: [...view.data, product],
        reasons: { ...view.reasons, [product.id]: reason },
      };
    }
    case 'tip':
      return { ...view, tip: event.tip };
    case 'done':
      return wholeView(view.prompt, event.recommendation);
    case 'error':
      return view;
  }
}

/** The `done` answer replaces what streamed in: it is the whole, checked answer. */
function wholeView(prompt: string, answer: AiRecommendation): AiAnswerView {
  return {
    prompt,
    understood: answer.understood,
    data: answer.items.map((item) => item.product),
    reasons: Object.fromEntries(answer.items.map((item) => [item.product.id, item.reason])),
    tip: answer.tip,
    complete: true,
  };
}

export type AiPhase = 'idle' | 'loading' | 'done' | 'error';

/** Ask, stream the answer into view, retry; a new question or leaving the screen stops the last. */
export function useAiRecommend() {
  const queryClient = useQueryClient();
  const cached = useQuery<AiAnswerView | null>({
    queryKey: aiRecommendKey,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  }).data;
  // Back on the screen, the last whole answer shows again; a stream cut short by leaving does not.
  const [phase, setPhase] = useState<AiPhase>(() => (cached?.complete ? 'done' : 'idle'));
  const [error, setError] = useState<ApiError | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    async (prompt: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const update = (next: (view: AiAnswerView) => AiAnswerView) =>
        queryClient.setQueryData<AiAnswerView | null>(aiRecommendKey, (view) =>
          next(view ?? emptyView(prompt)),
        );
      queryClient.setQueryData<AiAnswerView | null>(aiRecommendKey, emptyView(prompt));
      setError(null);
      setPhase('loading');
      try {
        const answer = await streamAiRecommendation(prompt, {
          signal: controller.signal,
          onEvent: (event) => {
            if (!controller.signal.aborted) update((view) => withEvent(view, event));
          },
        });
        if (controller.signal.aborted) return;
        update(() => wholeView(prompt, answer));
        setPhase('done');
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(
          caught instanceof ApiError ? caught : new ApiError(CLIENT_MESSAGES.somethingWentWrong, 0),
        );
        setPhase('error');
      }
    },
    [queryClient],
  );

  return { view: phase === 'idle' ? null : (cached ?? null), phase, error, ask };
}
