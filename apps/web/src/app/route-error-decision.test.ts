import { describe, expect, it } from 'vitest';
import {
  decideRouteError,
  readReloadedErrors,
  rememberReloadedError,
} from '@/app/route-error-decision';

const chromeImport = new TypeError(
  'Failed to fetch dynamically imported module: https://chorok.kr/assets/home-abc.js',
);
const safariImport = new TypeError('Importing a module script failed.');
const firefoxImport = new TypeError(
  'error loading dynamically imported module: https://chorok.kr/assets/x.js',
);
const mime = new TypeError(
  'Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of "text/html".',
);

describe('decideRouteError', () => {
  it('reloads on an error mentioning text/html or a MIME type', () => {
    expect(decideRouteError(mime, [])).toEqual({ action: 'reload', message: mime.message });
    expect(decideRouteError(new Error('Unexpected content-type text/html'), []).action).toBe(
      'reload',
    );
    expect(decideRouteError(new Error('Strict MIME type checking is enforced'), []).action).toBe(
      'reload',
    );
  });

  it('reloads once per distinct failed dynamic import', () => {
    for (const error of [chromeImport, safariImport, firefoxImport]) {
      expect(decideRouteError(error, [])).toEqual({ action: 'reload', message: error.message });
      expect(decideRouteError(error, [error.message])).toEqual({ action: 'report' });
    }
    expect(decideRouteError(chromeImport, [safariImport.message]).action).toBe('reload');
  });

  it('reports everything else', () => {
    expect(decideRouteError(new Error('productsId는 숫자만 가능합니다.'), [])).toEqual({
      action: 'report',
    });
    expect(decideRouteError('boom', [])).toEqual({ action: 'report' });
    expect(decideRouteError({ status: 500 }, [])).toEqual({ action: 'report' });
    expect(decideRouteError(undefined, [])).toEqual({ action: 'report' });
  });
});

describe('reloaded error memory', () => {
  it('remembers messages in storage and survives garbage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(readReloadedErrors(storage)).toEqual([]);
    rememberReloadedError('a', storage);
    rememberReloadedError('b', storage);
    rememberReloadedError('a', storage);
    expect(readReloadedErrors(storage)).toEqual(['b', 'a']);
    data.set('chorok-reloaded-errors', '{not json');
    expect(readReloadedErrors(storage)).toEqual([]);
  });
});
