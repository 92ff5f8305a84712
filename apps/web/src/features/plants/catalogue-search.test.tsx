import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { productSummary } from '@/test/fixtures/product-detail';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { NewPlantScreen } from '@/features/plants/new-plant-screen';
import { plant, species } from '@/test/fixtures/plants';
import { body, listBody } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const reginae = species();
// The shop sells this one: it is among the products, not among the plants the shop lacks.
const nicolai = species({
  key: 'strelitzia-nicolai',
  nameKo: '극락조화',
  botanicalName: 'Strelitzia nicolai',
  productId: 7,
});

const adansonii = species({
  key: 'monstera-adansonii',
  nameKo: '몬스테라 아단소니',
  botanicalName: 'Monstera adansonii',
});
const speciesFor: Record<string, unknown[]> = { 극락: [nicolai, reginae], 몬스: [adansonii] };

/** The shop sells 몬스테라 델리시오사 only; the species list knows more. */
function api() {
  return serveApi((call) => {
    const q = new URLSearchParams(call.search);
    if (call.path === '/v1/plants/purchased') return { status: 200, body: body([]) };
    if (call.path === '/v1/products')
      return {
        status: 200,
        body: listBody(q.get('search') === '몬스' ? [productSummary()] : []),
      };
    if (call.path === '/v1/species')
      return { status: 200, body: body(speciesFor[q.get('q') ?? ''] ?? []) };
    if (call.method === 'POST' && call.path === '/v1/plants')
      return { status: 201, body: body(plant({ productId: null }), 201) };
    if (call.path === '/v1/plants/dashboard') return { status: 200, body: body([]) };
    return undefined;
  });
}

async function searchCatalogue(text: string) {
  const calls = api();
  const rendered = await renderWithRouter(<NewPlantScreen initialWay="catalogue" />, {
    entries: ['/plants/new'],
    queryClient: signedInClient(),
  });
  fireEvent.input(field('식물 이름으로 찾기'), { target: { value: text } });
  return { calls, ...rendered };
}

describe('the 식물 찾기 tab with the species list (issue 18)', () => {
  it('a name the shop does not sell: the species it matches, not a bare empty state', async () => {
    const { calls } = await searchCatalogue('극락');
    const list = await screen.findByRole('list', { name: '상점에 없는 식물' });
    const row = within(list).getByRole('button', { name: '스트렐리치아 레기나에 선택' });
    expect(row.textContent).toContain('Strelitzia reginae');
    // The one the shop sells is a product, not a plant the shop lacks.
    expect(within(list).queryByRole('button', { name: /극락조화/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      '초록에서 파는 식물 중에는 없어요. 아래에서 골라 등록할 수 있어요.',
    );
    expect(screen.queryByText('찾는 식물이 없어요. 직접 입력해 주세요.')).toBeNull();
    // The same words, debounced once, asked of both lists.
    const speciesCall = calls.calls.find((c) => c.path === '/v1/species')!;
    expect(new URLSearchParams(speciesCall.search).get('q')).toBe('극락');
    const productCall = calls.calls.findLast((c) => c.path === '/v1/products')!;
    expect(new URLSearchParams(productCall.search).get('search')).toBe('극락');
  });

  it('picking one lands on 직접 입력 with the species chosen and its care filled in', async () => {
    const { calls, router } = await searchCatalogue('극락');
    fireEvent.click(await screen.findByRole('button', { name: '스트렐리치아 레기나에 선택' }));

    const manual = screen.getByRole('tab', { name: '직접 입력' });
    expect(manual.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(manual);
    expect(
      screen.getByRole('button', { name: '스트렐리치아 레기나에 말고 다른 종 고르기' }),
    ).toBeTruthy();
    expect(field('물 주기').value).toBe('8');
    expect(field('환기').value).toBe('2');
    expect(field('분갈이').value).toBe('720');
    expect(field('식물 이름').value).toBe('스트렐리치아 레기나에');
    expect(
      screen.getByText(/^스트렐리치아 레기나에에 맞춰 물 주기·환기·분갈이 주기를 채워 두었어요/),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants/manage'));
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      plantName: '스트렐리치아 레기나에',
      productId: null,
      speciesKey: 'strelitzia-reginae',
      wateringFrequency: 8,
      airExposureFrequency: 2,
      repottingFrequency: 720,
    });
  });

  it('the shop’s plants first, then the species it lacks', async () => {
    await searchCatalogue('몬스');
    const products = await screen.findByRole('list', { name: '검색한 식물' });
    expect(within(products).getByRole('button', { name: '몬스테라 델리시오사 선택' })).toBeTruthy();
    const lacking = await screen.findByRole('list', { name: '상점에 없는 식물' });
    expect(within(lacking).getByRole('button', { name: '몬스테라 아단소니 선택' })).toBeTruthy();
    expect(
      products.compareDocumentPosition(lacking) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('nothing anywhere: says so', async () => {
    await searchCatalogue('없는식물');
    expect(
      (await screen.findByText('찾는 식물이 없어요. 직접 입력해 주세요.')).getAttribute('role'),
    ).toBe('status');
    expect(screen.queryByText('상점에 없는 식물')).toBeNull();
  });
});
