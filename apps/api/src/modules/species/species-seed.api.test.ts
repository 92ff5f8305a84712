import { ProductDetail, Species, envelope } from '@chorok/contract/schemas';
import { products } from '@chorok/db';
import {
  catalogueSeedStep,
  couponSeedStep,
  seed,
  seedProducts,
  seedSteps,
  speciesLinkSeedStep,
} from '@chorok/catalogue';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call } from '../../test/plant-fixtures.ts';

/* The shop's plants linked to their species: on a fresh database, and on one seeded before. */

let t: TestApp;

const plantCount = seedProducts.filter((product) => product.category === 'PLANT').length;

const linked = () =>
  t.db
    .select({ id: products.id, name: products.name, speciesKey: products.speciesKey })
    .from(products)
    .where(and(eq(products.category, 'PLANT'), isNotNull(products.speciesKey)));

beforeAll(async () => {
  t = await createTestApp();
  // A database seeded before the species list: the catalogue and the coupons only.
  await seed(t.database, [catalogueSeedStep, couponSeedStep]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the species seed step', () => {
  it('comes after the steps before it', () => {
    expect(speciesLinkSeedStep.version).toBe(
      Math.max(catalogueSeedStep.version, couponSeedStep.version) + 1,
    );
    expect(seedSteps).toContain(speciesLinkSeedStep);
  });

  it("the catalogue's own seed links every plant already", async () => {
    expect(await linked()).toHaveLength(plantCount);
    const [monstera] = await t.db
      .select({ speciesKey: products.speciesKey })
      .from(products)
      .where(eq(products.name, '몬스테라 델리시오사'));
    expect(monstera).toEqual({ speciesKey: 'monstera-deliciosa' });
    // Goods are no species.
    const goods = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.category, 'POT'), isNotNull(products.speciesKey)));
    expect(goods).toEqual([]);
  });

  it('links the plants of a database seeded before it, and the API answers with the link', async () => {
    // As a database seeded before the species list arrived holds them: no links.
    await t.db.update(products).set({ speciesKey: null });
    expect(await linked()).toEqual([]);

    const latest = Math.max(...seedSteps.map((step) => step.version));
    expect(await seed(t.database)).toEqual({ applied: true, version: latest });
    const after = await linked();
    expect(after).toHaveLength(plantCount);
    const monstera = after.find((row) => row.name === '몬스테라 델리시오사')!;
    expect(monstera.speciesKey).toBe('monstera-deliciosa');
    const unlinked = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.category, 'PLANT'), isNull(products.speciesKey)));
    expect(unlinked).toEqual([]);

    const detail = envelope(ProductDetail).parse(
      (await call(t.app, 'GET', `/v1/products/${monstera.id}`)).body,
    ).data;
    expect(detail.care?.speciesKey).toBe('monstera-deliciosa');
    const species = envelope(Species).parse(
      (await call(t.app, 'GET', '/v1/species/monstera-deliciosa')).body,
    ).data;
    expect(species.productId).toBe(monstera.id);
  });
});
