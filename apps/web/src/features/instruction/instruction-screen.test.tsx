import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { InstructionScreen } from '@/features/instruction/instruction-screen';

afterEach(cleanup);

describe('InstructionScreen', () => {
  it('explains the reminders, each platform, turning them off, and links to the settings', async () => {
    await renderWithRouter(<InstructionScreen />, { entries: ['/instruction'] });
    expect(await screen.findByRole('heading', { level: 1, name: '초록 사용 안내' })).toBeTruthy();
    for (const name of ['케어 알림은 이렇게 와요', '알림 켜기', '알림 끄기'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    for (const name of ['Android (Chrome, 삼성 인터넷)', 'iPhone (Safari)', '초록 앱'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    expect(screen.getByText(/iOS 16.4 이상/)).toBeTruthy();
    expect(screen.getByText(/'홈 화면에 추가'를 눌러/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '알림 설정 열기' }).getAttribute('href')).toBe(
      '/profile/notifications',
    );
    expect(screen.getByRole('link', { name: '내 식물로 가기' }).getAttribute('href')).toBe(
      '/plants/manage',
    );
    // The places it names are the app's own: 마이 (not 프로필), a plant's 키우는 곳 (not 배송지).
    const text = document.body.textContent ?? '';
    expect(text).toContain('마이 › 알림 설정');
    expect(text).toContain('키우는 곳의 날씨');
    expect(text).not.toMatch(/프로필|배송지|통풍/);
    expect(document.title).toContain('초록 사용 안내');
  });

  it('reads in English too', async () => {
    await renderWithRouter(<InstructionScreen />, { entries: ['/instruction'], lng: 'en' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How care reminders work' }),
    ).toBeTruthy();
  });
});
