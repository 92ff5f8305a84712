import { describe, expect, it } from 'vitest';
import { classifyTranslationLoad, parseTranslations } from '@/lib/translation-load';

describe('classifyTranslationLoad (spec §8)', () => {
  it('retries 5xx and a missing status', () => {
    expect(classifyTranslationLoad({ status: 500, body: '' }).kind).toBe('retryable');
    expect(classifyTranslationLoad({ status: 503, body: '' }).kind).toBe('retryable');
    expect(classifyTranslationLoad({ status: 599, body: '' }).kind).toBe('retryable');
    expect(classifyTranslationLoad({ status: 0, body: '' }).kind).toBe('retryable');
  });
  it('does not retry 4xx', () => {
    expect(classifyTranslationLoad({ status: 400, body: '' }).kind).toBe('not-retryable');
    expect(classifyTranslationLoad({ status: 404, body: '{}' }).kind).toBe('not-retryable');
    expect(classifyTranslationLoad({ status: 499, body: '' }).kind).toBe('not-retryable');
  });
  it('retries network-style errors only', () => {
    expect(classifyTranslationLoad({ error: new TypeError('Failed to fetch') }).kind).toBe(
      'retryable',
    );
    expect(
      classifyTranslationLoad({
        error: new TypeError('NetworkError when attempting to fetch resource.'),
      }).kind,
    ).toBe('retryable');
    expect(classifyTranslationLoad({ error: new TypeError('Load failed') }).kind).toBe('retryable');
    expect(classifyTranslationLoad({ error: new Error('something odd') }).kind).toBe(
      'not-retryable',
    );
  });
  it('loads a JSON object', () => {
    expect(classifyTranslationLoad({ status: 200, body: '{"common":{"ok":"확인"}}' })).toEqual({
      kind: 'loaded',
      resources: { common: { ok: '확인' } },
    });
  });
  it('calls an unparsable or non-object body a parse failure', () => {
    expect(classifyTranslationLoad({ status: 200, body: '<!doctype html>' }).kind).toBe(
      'parse-failure',
    );
    expect(classifyTranslationLoad({ status: 200, body: '[1,2]' }).kind).toBe('parse-failure');
    expect(classifyTranslationLoad({ status: 200, body: 'null' }).kind).toBe('parse-failure');
  });
  it('parseTranslations throws on non-JSON', () => {
    expect(() => parseTranslations('{')).toThrow();
  });
});
