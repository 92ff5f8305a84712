import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { renderWithRouter } from '@/components/ui/testing';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('shows Not Found and a link home', async () => {
    await renderWithRouter(<NotFoundScreen />, { entries: ['/nowhere'] });
    expect(await screen.findByText('Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
  });
});
