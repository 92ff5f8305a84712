import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('NotFoundScreen', () => {
  it('shows Not Found beside a Korean headline, and a link home', async () => {
    await renderWithRouter(<NotFoundScreen />, { entries: ['/nowhere'] });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByText('Not Found').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/home');
  });
});
