// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { particle, withParticle, PARTICLE_PAIRS, type ParticlePair } from '@/lib/josa';
import { addParticleFormats } from '@/lib/use-particle-formats';

/** Every pair's particle after `word`, in PARTICLE_PAIRS order. */
const all = (word: string) => PARTICLE_PAIRS.map((pair) => particle(word, pair));

describe('particle', () => {
  it('takes the consonant form after a syllable with a final consonant (받침)', () => {
    expect(all('선인장')).toEqual(['을', '이', '은', '과', '으로']);
    expect(withParticle('몬스테라 알보 화분', '을/를')).toBe('몬스테라 알보 화분을');
  });

  it('takes the vowel form after an open syllable', () => {
    expect(all('고무고무')).toEqual(['를', '가', '는', '와', '로']);
    expect(withParticle('스투키', '으로/로')).toBe('스투키로');
  });

  it('takes 로, not 으로, after ㄹ, and the consonant form of the others', () => {
    expect(all('하늘')).toEqual(['을', '이', '은', '과', '로']);
    expect(withParticle('서울', '으로/로')).toBe('서울로');
  });

  it('reads digits the Sino-Korean way', () => {
    const object = (n: string) => particle(n, '을/를');
    // 영 일 이 삼 사 오 육 칠 팔 구
    expect(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map(object)).toEqual([
      '을',
      '을',
      '를',
      '을',
      '를',
      '를',
      '을',
      '을',
      '을',
      '를',
    ]);
    expect(particle('1', '으로/로')).toBe('로'); // 일로
    expect(particle('3', '으로/로')).toBe('으로'); // 삼으로
    expect(particle('사진 2', '이/가')).toBe('가');
  });

  it('reads round numbers by their place word', () => {
    expect(particle('20', '으로/로')).toBe('으로'); // 이십으로
    expect(particle('100', '이/가')).toBe('이'); // 백이
    expect(particle('3000', '은/는')).toBe('은'); // 삼천은
    expect(particle('120000', '으로/로')).toBe('으로'); // 십이만으로
    expect(particle('1,000,000,000,000', '이/가')).toBe('가'); // 일조가
    expect(particle('12,000원', '으로/로')).toBe('으로'); // 만 이천 원으로
    expect(particle('0.5', '을/를')).toBe('를'); // 영 점 오를
    expect(particle('2.0', '을/를')).toBe('을'); // 이 점 영을
  });

  it('reads capitals as letter names and Latin words as Korean borrows them', () => {
    expect(particle('LED', '을/를')).toBe('를'); // 엘이디
    expect(particle('TV', '이/가')).toBe('가'); // 티브이
    expect(particle('HTML', '으로/로')).toBe('로'); // 에이치티엠엘
    expect(particle('PM', '와/과')).toBe('과'); // 피엠
    expect(particle('Luna', '은/는')).toBe('는'); // 루나
    expect(particle('Tom', '을/를')).toBe('을'); // 톰
    expect(particle('Paul', '으로/로')).toBe('로'); // 폴
    expect(particle('iPhone', '이/가')).toBe('이'); // 아이폰
    expect(particle('Rose', '을/를')).toBe('를'); // 로즈
    expect(particle('apple', '으로/로')).toBe('로'); // 애플
    expect(particle('Peter', '와/과')).toBe('와'); // 피터
  });

  it('writes both forms when the reading is not clear', () => {
    expect(all('Jack')).toEqual(['을(를)', '이(가)', '은(는)', '와(과)', '(으)로']); // 잭? 재크?
    expect(particle('月', '을/를')).toBe('을(를)');
    expect(particle('🌱', '이/가')).toBe('이(가)');
  });

  it('gives the both-forms particle for an empty word', () => {
    expect(all('')).toEqual(['을(를)', '이(가)', '은(는)', '와(과)', '(으)로']);
    expect(withParticle('  ', '을/를')).toBe('  을(를)');
  });

  it('looks past spaces, punctuation and emoji at the end', () => {
    expect(particle('몬스테라 (대)', '을/를')).toBe('를');
    expect(particle('‘선인장’', '으로/로')).toBe('으로');
    expect(particle('고무나무 🌿', '이/가')).toBe('가');
  });
});

describe('the particle formats in i18next', () => {
  function i18n() {
    const instance = createInstance();
    void instance.init({
      lng: 'kr',
      initAsync: false,
      resources: {
        kr: {
          translation: {
            remove: '{{name, 을/를}} 삭제할까요?',
            hint: '비워 두면 {{name, 으로/로}} 등록돼요.',
          },
        },
      },
    });
    return instance;
  }

  it('puts the particle after the interpolated value', () => {
    const instance = i18n();
    addParticleFormats(instance);
    expect(instance.t('remove', { name: '고무고무' })).toBe('고무고무를 삭제할까요?');
    expect(instance.t('remove', { name: '선인장' })).toBe('선인장을 삭제할까요?');
    expect(instance.t('hint', { name: '몬스테라 알보' })).toBe(
      '비워 두면 몬스테라 알보로 등록돼요.',
    );
    expect(instance.t('hint', { name: '수박 필레아' })).toBe('비워 두면 수박 필레아로 등록돼요.');
    expect(instance.t('hint', { name: '선인장' })).toBe('비워 두면 선인장으로 등록돼요.');
  });

  it('is needed: without it the particle is lost, which is why screens register it', () => {
    const instance = i18n();
    expect(instance.t('remove', { name: '고무고무' })).toBe('고무고무 삭제할까요?');
  });

  it('answers every pair, also when registered twice', () => {
    const instance = i18n();
    addParticleFormats(instance);
    addParticleFormats(instance);
    const pairs: ParticlePair[] = [...PARTICLE_PAIRS];
    expect(
      pairs.map((pair) => instance.services.formatter?.format('고무고무', pair, 'kr')),
    ).toEqual(['고무고무를', '고무고무가', '고무고무는', '고무고무와', '고무고무로']);
  });
});
