import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { LandingScreen } from '@/features/landing/landing-screen';

afterEach(cleanup);

describe('LandingScreen', () => {
  it('has one h1, the four promises and the two calls to action of the agreement', async () => {
    await renderWithRouter(<LandingScreen />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['식물 쇼핑', '돌봄 알림', '날씨 맞춤 조언', '빛 측정 실험실']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: '시작하기' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      '/auth/sign-in?l=true',
    );
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
