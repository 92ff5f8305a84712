import { speciesByKey } from '@chorok/catalogue';
import { describe, expect, it } from 'vitest';
import { seedCatalogueEntries } from '../../test/ai-fixtures.ts';
import { catalogueLine, plantFacts, type ProductCareFacts } from './catalogue.ts';

const care: ProductCareFacts = {
  lightMinLux: 500,
  lightMaxLux: 5_000,
  wateringFrequency: 7,
  petSafe: true,
  childSafe: true,
  difficulty: 'EASY',
  size: 'SMALL',
};

describe('plantFacts: a product’s facts with its species’', () => {
  it('takes humidity and the lowest temperature from the species', () => {
    const olive = speciesByKey('olea-europaea')!;
    expect(plantFacts(care, 'olea-europaea')).toEqual({
      ...care,
      humidity: olive.humidity,
      minTemperatureC: olive.minTemperatureC,
    });
  });

  it('keeps the product’s own safety, and takes the species’ only where the product has none', () => {
    // 금전수 is toxic to pets and children.
    expect(plantFacts(care, 'zamioculcas-zamiifolia')).toMatchObject({
      petSafe: true,
      childSafe: true,
    });
    expect(
      plantFacts({ ...care, petSafe: null, childSafe: null }, 'zamioculcas-zamiifolia'),
    ).toMatchObject({ petSafe: false, childSafe: false });
    expect(plantFacts({ ...care, petSafe: null }, 'rhapis-excelsa')).toMatchObject({
      petSafe: true,
    });
  });

  it('a product of no listed species: no species facts, and unknown safety leaves it out', () => {
    expect(plantFacts(care, null)).toEqual({ ...care, humidity: null, minTemperatureC: null });
    expect(plantFacts(care, 'not-a-species')).toMatchObject({ humidity: null });
    expect(plantFacts({ ...care, childSafe: null }, null)).toBeNull();
  });
});

describe('catalogueLine', () => {
  const entry = seedCatalogueEntries().find((item) => item.name === '올리브나무')!;

  it('gives the model the species’ humidity and lowest temperature in short tokens', () => {
    expect(catalogueLine(entry)).toMatch(
      /^\d+\|올리브나무\|\d+-\d+lux\|물 \d+일\|pet:O\|child:O\|/,
    );
    expect(catalogueLine(entry)).toContain('|습도:저|최저-5℃|');
  });

  it('says “-” for a product of no listed species', () => {
    const unknown = { ...entry, facts: { ...entry.facts, humidity: null, minTemperatureC: null } };
    expect(catalogueLine(unknown)).toContain('|습도:-|최저-|');
  });
});
