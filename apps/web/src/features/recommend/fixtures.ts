import type { ProductMetadata } from '@chorok/contract';

const meta = (
  id: number,
  kind: ProductMetadata['kind'],
  name: string,
  sortOrder: number,
): ProductMetadata => ({ id, kind, name, description: `${name}에 대한 설명이에요.`, sortOrder });

/** The questions' options as the seed catalogue has them (ids and names), and one tag. */
export const METADATAS: ProductMetadata[] = [
  meta(1, 'GROW_PLACE', '거실', 1),
  meta(2, 'GROW_PLACE', '침실', 2),
  meta(3, 'GROW_PLACE', '베란다', 3),
  meta(12, 'SUNLIGHT', '밝은 간접광', 2),
  meta(11, 'SUNLIGHT', '직사광선이 드는 창가', 1),
  meta(14, 'SUNLIGHT', '그늘/형광등', 4),
  meta(21, 'VENTILATION', '잘 됨', 1),
  meta(22, 'VENTILATION', '보통', 2),
  meta(31, 'PET_CHILD', '반려동물과 함께', 1),
  meta(32, 'PET_CHILD', '아이와 함께', 2),
  meta(33, 'PET_CHILD', '해당 없음', 3),
  meta(41, 'TAG', '초보자 추천', 1),
];

export const byId = (id: number) => METADATAS.find((m) => m.id === id) as ProductMetadata;
