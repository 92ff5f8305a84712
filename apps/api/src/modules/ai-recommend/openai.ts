import { AiModelAnswer, AiModelItem } from '@chorok/contract/schemas';
import { JSONParser } from '@streamparser/json';
import { createParser } from 'eventsource-parser';
import * as z from 'zod/mini';
import { catalogueLine } from './catalogue.ts';
import {
  AiProviderError,
  type AiRecommender,
  type ModelAnswer,
  type RecommendInput,
} from './provider.ts';

export interface OpenAiOptions {
  /** Up to the version segment: `${baseUrl}/chat/completions` is called. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

/** The instructions and the plants on sale, one compact line each (catalogue.ts). */
export function systemPrompt(input: RecommendInput): string {
  const understood = input.understanding.chips;
  return [
    "너는 식물 가게 '초록'의 식물 추천 도우미야. 손님이 식물을 둘 곳과 생활을 한국어로 적으면, 아래 판매 중인 식물 목록에서만 골라 JSON으로 답해.",
    '규칙:',
    `- 가장 잘 맞는 식물을 최대 ${input.maxItems}개, 잘 맞는 순서로 골라. productId는 목록의 id만 써.`,
    '- 반려동물(고양이, 강아지 등)을 말하면 pet:X 식물은 절대 고르지 마. 아이나 아기를 말하면 child:X 식물은 절대 고르지 마.',
    '- 빛이 적은 곳(북향, 어두운 곳, 창문 없음, 형광등)에는 빛 범위의 앞 숫자가 1500 이하인 식물만 골라.',
    '- 물을 자주 못 준다고 하면 물 주는 간격이 긴 식물을 골라.',
    '- 건조하다고 하면 습도:저·중 식물을, 욕실처럼 습한 곳이면 습도:고 식물을 먼저 골라.',
    '- 추운 곳(겨울 베란다, 난방이 안 되는 방)이면 최저 기온이 10℃ 이하인 식물만, 5℃ 이하면 더 좋아.',
    '- reason: 손님이 말한 조건과 이어지는 한 문장, 해요체, 80자 안팎. 가격은 말하지 마.',
    '- tip: 그곳에서 키울 때의 관리 팁 한두 문장, 해요체, 200자 이내.',
    '형식: {"items":[{"productId":숫자,"reason":"문장"}],"tip":"문장"}',
    ...(understood.length ? [`손님의 말에서 읽은 것: ${understood.join(', ')}`] : []),
    '식물 목록 (id|이름|빛 lux|물 주는 간격|반려동물 안전|아이 안전|난이도|크기|좋아하는 습도|견디는 최저 기온|어울리는 곳과 특징):',
    ...input.catalogue.map(catalogueLine),
  ].join('\n');
}

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.nullish(z.string()) }) })),
});
const ChatChunk = z.object({
  choices: z.array(z.object({ delta: z.optional(z.object({ content: z.nullish(z.string()) })) })),
});

/** Some models wrap JSON in a Markdown fence even in JSON mode. */
function unfenced(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
}

/** The whole answer: JSON of AiModelAnswer's shape, or `malformed`. */
export function parseAnswer(text: string): ModelAnswer {
  let json: unknown;
  try {
    json = JSON.parse(unfenced(text));
  } catch (error) {
    throw new AiProviderError('malformed', 'the model did not answer with JSON', { cause: error });
  }
  const parsed = z.safeParse(AiModelAnswer, json);
  if (!parsed.success)
    throw new AiProviderError(
      'malformed',
      `the model's answer is not of the asked shape: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'answer'} ${issue.message}`)
        .join('; ')}`,
    );
  return parsed.data;
}

/**
 * An OpenAI-compatible chat model (POST {baseUrl}/chat/completions, JSON mode). Answers are asked
 * for with `response_format: json_object` (json_schema is not served by every compatible server)
 * and checked with AiModelAnswer here; the service checks the ids.
 */
export class OpenAiRecommender implements AiRecommender {
  readonly name = 'openai' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  async recommend(input: RecommendInput): Promise<ModelAnswer> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          accept: input.stream ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify({
          model: this.options.model,
          messages: [
            { role: 'system', content: systemPrompt(input) },
            { role: 'user', content: input.prompt },
          ],
          response_format: { type: 'json_object' },
          temperature: 0.3,
          stream: input.stream,
        }),
        signal,
      });
    } catch (error) {
      throw new AiProviderError('unavailable', 'the model could not be reached', { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new AiProviderError('unavailable', `the model answered HTTP ${response.status}`);
    }
    if (input.stream) return this.readStream(response, input);

    const body = await response.json().catch((error: unknown) => {
      throw new AiProviderError('unavailable', 'the model sent an unreadable reply', {
        cause: error,
      });
    });
    const completion = z.safeParse(ChatCompletion, body);
    const content = completion.success ? completion.data.choices[0]?.message.content : null;
    if (!content) throw new AiProviderError('malformed', 'the model answered without content');
    const answer = parseAnswer(content);
    for (const item of answer.items) input.onItem?.(item);
    return answer;
  }

  /**
   * Streaming (the shopper asked for NDJSON): the server-sent chunks (eventsource-parser) carry the
   * answer's JSON text a few characters at a time; an incremental JSON parser
   * (@streamparser/json) hands over each `items[n]` the moment its closing brace arrives, so the
   * shopper sees the first plant while the model is still writing the others. The whole text is
   * still checked with AiModelAnswer at the end (the service decides what a late fault means).
   */
  private async readStream(response: Response, input: RecommendInput): Promise<ModelAnswer> {
    if (!response.body) throw new AiProviderError('unavailable', 'the model sent no stream');
    let content = '';
    let started = false;
    let itemFault: AiProviderError | null = null;
    let streamFault: AiProviderError | null = null;
    let finished = false;

    const items = new JSONParser({ paths: ['$.items.*'], keepStack: false });
    items.onValue = ({ value }) => {
      const item = z.safeParse(AiModelItem, value);
      if (item.success) input.onItem?.(item.data);
      else itemFault ??= new AiProviderError('malformed', 'an item of the answer is malformed');
    };
    // A broken document is found out again, with its reason, when the whole text is parsed.
    items.onError = () => undefined;

    const feedJson = (text: string) => {
      let piece = text;
      if (!started) {
        // Whatever comes before the document (a Markdown fence) is not JSON.
        const brace = piece.indexOf('{');
        if (brace < 0) return;
        started = true;
        piece = piece.slice(brace);
      }
      if (!items.isEnded) items.write(piece);
    };

    const events = createParser({
      onEvent: (event) => {
        if (finished) return;
        if (event.data === '[DONE]') {
          finished = true;
          return;
        }
        let json: unknown;
        try {
          json = JSON.parse(event.data);
        } catch {
          streamFault ??= new AiProviderError('unavailable', 'the model sent an unreadable chunk');
          return;
        }
        const chunk = z.safeParse(ChatChunk, json);
        if (!chunk.success) {
          streamFault ??= new AiProviderError(
            'unavailable',
            'the model sent an error in its stream',
          );
          return;
        }
        const delta = chunk.data.choices[0]?.delta?.content ?? '';
        content += delta;
        if (delta) feedJson(delta);
      },
    });

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!finished && !streamFault) {
        const { done, value } = await reader.read();
        if (done) break;
        events.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      throw new AiProviderError('unavailable', 'the model stream broke off', { cause: error });
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    if (streamFault) throw streamFault;
    if (itemFault) throw itemFault;
    return parseAnswer(content);
  }
}
