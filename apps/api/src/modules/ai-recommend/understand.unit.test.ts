import { describe, expect, it } from 'vitest';
import { compactText, understand } from './understand.ts';

describe('compactText', () => {
  it('drops spaces, punctuation and laughter so spacing variants read alike', () => {
    expect(compactText('물을 자주  못 줘요!! ㅠㅠ')).toBe('물을자주못줘요');
    expect(compactText('물을자주 못줘요.')).toBe('물을자주못줘요');
    expect(compactText('LED 조명')).toBe('led조명');
  });
});

describe('understand: direction and light', () => {
  it.each([
    ['북향 원룸이에요', 'north', 'dim'],
    ['집이 북쪽으로 나 있어요', 'north', 'dim'],
    ['남향 아파트', 'south', 'bright'],
    ['창이 남쪽이에요', 'south', 'bright'],
    ['동향 침실', 'east', 'medium'],
    ['서쪽 창가', 'west', 'medium'],
  ] as const)('%s → %s, %s', (prompt, direction, light) => {
    const u = understand(prompt);
    expect(u.direction).toBe(direction);
    expect(u.light).toBe(light);
  });

  it('reads light said in words, in several spellings and spacings', () => {
    expect(understand('햇빛 잘 드는 거실').light).toBe('bright');
    expect(understand('햇빛이잘드는거실').light).toBe('bright');
    expect(understand('해가 잘 들어요').light).toBe('bright');
    expect(understand('볕이 좋은 베란다').light).toBe('bright');
    expect(understand('어두운 방').light).toBe('dim');
    expect(understand('햇빛이 잘 안 드는 거실').light).toBe('dim');
    expect(understand('해가 안 들어요').light).toBe('dim');
    expect(understand('빛이 거의 없어요').light).toBe('dim');
    expect(understand('햇빛이 잘 들지 않아요').light).toBe('dim');
  });

  it('words about the light win over the direction', () => {
    expect(understand('남향인데 앞 건물 때문에 해가 안 들어요').light).toBe('dim');
    expect(understand('북향이지만 햇빛이 잘 들어요').light).toBe('bright');
  });

  it('a place without windows, or lit by lamps, is dark', () => {
    const windowless = understand('창문 없는 사무실');
    expect(windowless.windowless).toBe(true);
    expect(windowless.light).toBe('dark');
    expect(windowless.chips).toContain('창문 없음');
    const lamps = understand('형광등만 있는 자리');
    expect(lamps.artificial).toBe(true);
    expect(lamps.light).toBe('dark');
    expect(lamps.chips).toContain('형광등 조명');
  });

  it('"어둡지 않아요" and "남향이 아니라" are not what they start with', () => {
    expect(understand('어둡지 않아요').light).toBeNull();
    expect(understand('남향이 아니라 북향이에요').direction).toBe('north');
  });
});

describe('understand: rooms', () => {
  it.each([
    ['거실에 둘 거예요', 'livingRoom'],
    ['안방 침대 옆', 'bedroom'],
    ['내 방에 둘래요', 'bedroom'],
    ['자취하는 원룸', 'studio'],
    ['오피스텔 살아요', 'studio'],
    ['화장실 선반', 'bathroom'],
    ['욕실', 'bathroom'],
    ['부엌 창가', 'kitchen'],
    ['회사 사무실', 'office'],
    ['책상 위', 'desk'],
    ['모니터 옆에 두고 싶어요', 'desk'],
    ['베란다', 'veranda'],
    ['발코니에서', 'veranda'],
    ['현관 신발장 위', 'entrance'],
  ] as const)('%s → %s', (prompt, place) => {
    expect(understand(prompt).places).toContain(place);
  });

  it('keeps rooms in the order they were said', () => {
    expect(understand('침실이랑 거실').places).toEqual(['bedroom', 'livingRoom']);
  });

  it('오피스텔 is a home, not an office; 공부방 is a desk, not a bedroom', () => {
    expect(understand('오피스텔').places).toEqual(['studio']);
    expect(understand('공부방').places).toEqual(['desk']);
  });
});

describe('understand: pets and children', () => {
  it.each([
    ['고양이를 키워요', ['cat']],
    ['냥이랑 살아요', ['cat']],
    ['고양이랑 같이 살아요', ['cat']],
    ['반려묘가 있어요', ['cat']],
    ['강아지 키워요', ['dog']],
    ['댕댕이가 잎을 씹어요', ['dog']],
    ['반려견이 있어요', ['dog']],
    ['개를 키워요', ['dog']],
    ['반려동물이 있어요', ['pet']],
    ['애완동물 있음', ['pet']],
    ['고양이와 강아지 둘 다 있어요', ['cat', 'dog']],
    ['반려동물로 고양이를 키워요', ['cat']],
  ] as const)('%s → %j', (prompt, pets) => {
    expect(understand(prompt).pets).toEqual(pets);
  });

  it('counters and carpets are not dogs or pets', () => {
    expect(understand('화분 두 개가 필요해요').pets).toEqual([]);
    expect(understand('카펫 위에 둘 거예요').pets).toEqual([]);
  });

  it('a pet that is not there is not a pet', () => {
    expect(understand('고양이는 없어요').pets).toEqual([]);
    expect(understand('반려동물 안 키워요').pets).toEqual([]);
  });

  it('babies and children, but not 아이비 or 딸기', () => {
    expect(understand('아기가 있어요').children).toBe('baby');
    expect(understand('애기 있는 집').children).toBe('baby');
    expect(understand('아이가 둘이에요').children).toBe('child');
    expect(understand('어린이 방').children).toBe('child');
    expect(understand('아이비 같은 식물').children).toBeNull();
    expect(understand('딸기 키우고 싶어요').children).toBeNull();
    expect(understand('아기자기한 식물').children).toBeNull();
  });
});

describe('understand: habits and wishes', () => {
  it.each([
    '물을 자주 못 줘요',
    '물을자주못줘요',
    '물 자주 못줘요',
    '물 주는 걸 자꾸 까먹어요',
    '물 주는 걸 잊어버려요',
    '출장이 잦아요',
    '여행을 자주 가요',
    '너무 바빠요',
    '바쁜 직장인',
  ])('%s → rare watering', (prompt) => {
    expect(understand(prompt).watering).toBe('rare');
  });

  it('waters often', () => {
    expect(understand('물을 자주 줘요').watering).toBe('often');
    expect(understand('매일 물 주는 게 좋아요').watering).toBe('often');
    expect(understand('물 주는 걸 좋아해요').watering).toBe('often');
  });

  it('being away is said as its own chip', () => {
    const u = understand('출장이 잦아요');
    expect(u.away).toBe(true);
    expect(u.chips).toEqual(['물 주기 어려움', '집을 자주 비움']);
  });

  it('size, experience and allergies', () => {
    expect(understand('작은 식물').size).toBe('small');
    expect(understand('책상 위에 둘').size).toBe('small');
    expect(understand('바닥에 둘 큰 식물').size).toBe('large');
    expect(understand('키 큰 나무').size).toBe('large');
    expect(understand('초보예요').experience).toBe('beginner');
    expect(understand('처음 키워요').experience).toBe('beginner');
    expect(understand('식물을 자주 죽여요').experience).toBe('beginner');
    expect(understand('식물 잘 키워요').experience).toBe('expert');
    expect(understand('꽃가루 알레르기가 있어요').allergy).toBe(true);
    expect(understand('비염이 심해요').allergy).toBe(true);
  });

  it('꽃가루 is an allergy, not a wish for flowers', () => {
    const u = understand('꽃가루 알레르기');
    expect(u.flowers).toBe(false);
    expect(understand('꽃이 피는 식물').flowers).toBe(true);
  });

  it('humidity, airflow, scent, hanging, herbs, air and gifts', () => {
    expect(understand('습한 편이에요').humidity).toBe('humid');
    expect(understand('겨울에 너무 건조해요').humidity).toBe('dry');
    expect(understand('환기가 잘 안 돼요').airflow).toBe('poor');
    expect(understand('통풍이 잘 돼요').airflow).toBe('good');
    expect(understand('향기 좋은 식물').scent).toBe('want');
    expect(understand('향이 없는 게 좋아요').scent).toBe('avoid');
    expect(understand('천장에 걸어 둘 식물').hanging).toBe(true);
    expect(understand('줄기가 늘어진 식물').hanging).toBe(true);
    expect(understand('요리할 때 쓰는 허브').herb).toBe(true);
    expect(understand('미세먼지가 걱정돼요').airPurifying).toBe(true);
    expect(understand('집들이 선물').gift).toBe(true);
  });
});

describe('understand: chips', () => {
  it('says what it understood, in the shopper’s terms', () => {
    expect(understand('북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요').chips).toEqual([
      '북향',
      '원룸',
      '고양이',
      '물 주기 어려움',
    ]);
  });

  it('a light said against the direction gets its own chip', () => {
    expect(understand('남향인데 해가 안 들어요').chips).toEqual(['남향', '빛이 적은 곳']);
  });

  it('understands nothing in text about nothing', () => {
    expect(understand('안녕하세요').chips).toEqual([]);
    expect(understand('asdf qwer').chips).toEqual([]);
  });
});

describe('understand: cold and the season', () => {
  /** Noon in Seoul on `day`: the injected clock. */
  const noon = (day: string) => new Date(`${day}T03:00:00Z`);

  it.each([
    '난방이 안 되는 방이라 추워요',
    '난방 안 돼요',
    '베란다가 쌀쌀해요',
    '외풍이 심한 방',
    '추위에 강한 식물',
    '겨울엔 영하로 떨어져요',
  ])('%s → cold', (prompt) => {
    const u = understand(prompt);
    expect(u.cold).toBe(true);
    // 난방이 안 되는 곳 is cold, not dry.
    expect(u.humidity).toBeNull();
  });

  it('cold words said as not so are not cold; heating dries the air', () => {
    expect(understand('춥지 않아요').cold).toBe(false);
    expect(understand('베란다가 안 추워요').cold).toBe(false);
    const heated = understand('난방 때문에 건조해요');
    expect(heated.cold).toBe(false);
    expect(heated.humidity).toBe('dry');
  });

  it('a veranda is cold in the winter months of the clock, in Seoul time', () => {
    const january = understand('베란다에 둘 거예요', noon('2026-01-15'));
    expect(january).toMatchObject({ cold: true, winter: true });
    expect(january.chips).toEqual(['베란다', '겨울 추위']);
    expect(understand('베란다에 둘 거예요', noon('2026-11-20')).cold).toBe(true);
    expect(understand('베란다에 둘 거예요', noon('2026-07-15')).cold).toBe(false);
    // 15:30 UTC on 31 March is already 1 April in Seoul: spring.
    expect(understand('베란다', new Date('2026-03-31T15:30:00Z')).cold).toBe(false);
    expect(understand('베란다', new Date('2026-03-31T14:30:00Z')).cold).toBe(true);
    // No clock, no season.
    expect(understand('베란다에 둘 거예요').cold).toBe(false);
  });

  it('winter said in words makes a veranda cold in any month; a heated room stays warm', () => {
    const said = understand('겨울에도 베란다에 두고 싶어요', noon('2026-07-15'));
    expect(said).toMatchObject({ cold: true, winter: true });
    const room = understand('거실에 둘 거예요', noon('2026-01-15'));
    expect(room).toMatchObject({ cold: false, winter: true });
    expect(room.chips).toEqual(['거실']);
    expect(understand('난방이 안 되는 방이라 추워요').chips).toContain('추운 곳');
  });
});
