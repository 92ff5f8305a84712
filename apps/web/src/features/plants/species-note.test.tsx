import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { signOutEverywhere, signedInClient } from '@/test/fixtures/orders';
import { SpeciesNote } from '@/features/plants/species-note';
import { species } from '@/test/fixtures/plants';
import { body } from '@/test/fixtures/envelope';
import { serveApi } from '@/test/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutEverywhere();
});

describe('SpeciesNote', () => {
  it("names the plant's species and gives its care note", async () => {
    serveApi((call) =>
      call.path === '/v1/species/strelitzia-reginae'
        ? { status: 200, body: body(species()) }
        : undefined,
    );
    await renderWithRouter(
      <SpeciesNote
        plant={{ speciesKey: 'strelitzia-reginae', speciesName: '스트렐리치아 레기나에' }}
      />,
      { queryClient: signedInClient() },
    );
    const note = screen.getByRole('region', { name: '식물 종' });
    expect(note.textContent).toContain('스트렐리치아 레기나에');
    expect(await screen.findByText('해를 많이 봐야 꽃이 피어요.')).toBeTruthy();
    expect(note.textContent).toContain('Strelitzia reginae');
  });

  it('shows nothing for a plant of no species, and asks nothing', async () => {
    const api = serveApi(() => undefined);
    const { container } = await renderWithRouter(
      <SpeciesNote plant={{ speciesKey: null, speciesName: null }} />,
      { queryClient: signedInClient() },
    );
    expect(container.querySelector('section')).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/v1/species'))).toEqual([]);
  });
});
