// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * How Chorok speaks (/work/shared/COPY.md, copied into docs/decisions/0025): every Korean string
 * is Korean, 해요체, and uses one word for one thing. These read the Korean area files and the
 * shipped content as a shopper would.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = join(here, '../../../..');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

// The document the API serves and the areas lazy screens load themselves (kr/lazy: the console).
const kr: [string, string][] = [join(here, 'kr'), join(here, 'kr', 'lazy')].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree)),
);
const krValue = (key: string) => kr.find(([k]) => k === key)?.[1];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}
const content = files(join(repo, 'content'), /\.md$/).map(
  (path) => [path.slice(repo.length + 1), readFileSync(path, 'utf8')] as const,
);

/**
 * What a shopper reads of a value: without {{placeholders}}, $t(nesting) and <b> tags, and
 * without the SI units Korean writes in Latin letters after a number (20°C, 2m).
 */
const readable = (value: string) =>
  value
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?[a-z]+>/g, ' ')
    .replace(/°C|(?<=\d)\s?(?:cm|m)\b/g, ' ');

/**
 * The spec's own English, shown as the spec names it (§2, §5) beside Korean words. Nothing else
 * in the Korean files may be English.
 */
const SPEC_ENGLISH: Record<string, string> = {
  'ui.notFound.spec': 'Not Found', // above 페이지를 찾을 수 없어요
  'ui.errorScreen.spec': 'Something went wrong', // above 화면을 보여 드리지 못했어요
  'ui.errorScreen.show': 'Show Error', // "오류 내용 보기 (Show Error)"
  'ui.errorScreen.hide': 'Hide Error', // "오류 내용 숨기기 (Hide Error)"
  'api.productIdNumeric': 'productsId', // 'productsId는 숫자만 가능합니다.', the spec's wording (§5)
};

/** Latin words with no Korean spelling in use, each for a reason. Keep this short. */
const ALLOWED_WORDS = new Map([
  // Units and file types are written this way in Korean too.
  ['lx', 'unit of illuminance'],
  ['lux', 'unit of illuminance'],
  ['MB', 'file size'],
  ['JPEG', 'photo type'],
  ['PNG', 'photo type'],
  ['WebP', 'photo type'],
  ['AVIF', 'photo type'],
  ['HEIC', 'photo type'],
  // Names of the devices and browsers the notification guide tells apart, as their menus show them.
  ['Android', 'platform'],
  ['Chrome', 'browser'],
  ['iPhone', 'device'],
  ['iOS', 'platform'],
  ['Safari', 'browser'],
  // Apple's sign-in guidelines keep its name in Latin letters ("Apple로 로그인").
  ['Apple', 'sign-in provider'],
  // The feature's Korean name is "AI 추천"; the level badge is "Lv.3" as Korean apps write it.
  ['AI', 'feature name'],
  ['Lv', 'level badge'],
  // A temporary sign-in code starts with the letters "code" (spec §5): what the shopper types.
  ['code', 'code prefix'],
  // A courier's own name: CJ대한통운 is spelled this way on every parcel.
  ['CJ', 'courier name'],
  // The search tip's example of an English name the search understands.
  ['Monstera', 'search example'],
]);

describe('the Korean locale', () => {
  it('has no English a shopper would read, outside the spec’s own words and the allow-list', () => {
    const english = kr.flatMap(([key, value]) =>
      [
        ...readable(value)
          .replace(SPEC_ENGLISH[key] ?? '\u0000', ' ')
          .matchAll(/[A-Za-z]+/g),
      ]
        .map(([word]) => word)
        .filter((word) => !ALLOWED_WORDS.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(english).toEqual([]);
  });

  it('keeps the spec’s English exactly where the spec shows it, beside Korean', () => {
    expect(krValue('ui.notFound.spec')).toBe('Not Found');
    expect(krValue('ui.errorScreen.spec')).toBe('Something went wrong');
    expect(krValue('ui.errorScreen.show')).toBe('오류 내용 보기 (Show Error)');
    expect(krValue('ui.errorScreen.hide')).toBe('오류 내용 숨기기 (Hide Error)');
  });

  it('speaks 해요체, not 합니다체, except the spec’s own Korean messages', () => {
    const SPEC_HAMNIDA = new Set([
      'api.loginRequired', // '로그인이 필요합니다.' (spec §5, §8)
      'api.orderNotFound', // '주문서를 찾을 수 없습니다.' (spec §8)
      'orders.notFound.title', // the same message, as the order screen shows it
      'api.productIdNumeric', // 'productsId는 숫자만 가능합니다.' (spec §5)
    ]);
    const formal = kr
      .filter(([key]) => !SPEC_HAMNIDA.has(key))
      .filter(([, value]) => /니다[.!]?(\s|$)|니까\?/.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(formal).toEqual([]);
  });
});

describe('one word for one thing (COPY.md)', () => {
  const containing = (word: string) => kr.filter(([, value]) => value.includes(word));

  it('airing, the care task, is 환기; 통풍 is only how airy a place is', () => {
    expect(containing('통풍시키').map(([key]) => key)).toEqual([]);
    // 통풍 answers the VENTILATION question of 식물 추천 and the shop's filter of the same name.
    const VENTILATION_KEYS = /^(recommend\.|products\.filter\.kinds\.VENTILATION$)/;
    expect(
      containing('통풍')
        .map(([key]) => key)
        .filter((key) => !VENTILATION_KEYS.test(key)),
    ).toEqual([]);
    for (const key of [
      'plants.care.AIR_EXPOSURE',
      'plants.form.frequency.airExposureFrequency',
      'plants.form.alarm.isWindAlarm',
      'notifications.kinds.airExposure.label',
      'product-detail.care.label.air',
    ])
      expect(krValue(key), key).toMatch(/^환기/);
    for (const [path, text] of content) expect(text, path).not.toMatch(/통풍시키/);
  });

  it('the words the table rules out do not appear', () => {
    const RULED_OUT: [RegExp, string][] = [
      [/급수|물주기/, '물 주기'],
      [/구매 완료/, '구매 확정'],
      [/포인트/, '적립금'],
      [/추천 검색어/, '검색어 자동완성'],
      [/회원 탈퇴하기/, '탈퇴'],
      [/내 정보/, '마이'],
      [/프로필\s*[>›]|프로필(의|에서)\s/, '마이 (the tab)'],
    ];
    const found = RULED_OUT.flatMap(([pattern, instead]) =>
      kr
        .filter(([, value]) => pattern.test(value))
        .map(([key, value]) => `${key}: ${value} (say ${instead})`),
    );
    expect(found).toEqual([]);
    expect(krValue('ui.bottomNav.my')).toBe('마이');
  });

  it('a product is 찜, a review 도움돼요; a plant lives in 키우는 곳, an order goes to a 배송지', () => {
    const keys = (pattern: RegExp) => kr.filter(([key]) => pattern.test(key));
    expect(
      keys(/^(products\.card\.like|product-detail\.like\.)/).every(([, v]) => !/좋아요/.test(v)),
    ).toBe(true);
    expect(keys(/^reviews\.like\./).filter(([, v]) => v.includes('찜'))).toEqual([]);
    expect(krValue('reviews.like.label')).toBe('도움돼요');
    expect(krValue('plants.form.place')).toBe('키우는 곳');
    expect(
      keys(/^(plants|instruction|notifications)\./).filter(([, v]) => v.includes('배송지')),
    ).toEqual([]);
  });

  it('반려식물 only in marketing copy', () => {
    expect(
      containing('반려식물')
        .map(([key]) => key)
        .filter((key) => !/^(landing\.|auth\.signIn\.pitch$)/.test(key)),
    ).toEqual([]);
  });
});
