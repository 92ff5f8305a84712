import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { renderWithRouter } from '@/components/ui/testing';
import { PolicyScreen } from '@/features/policy/policy-screen';
import { PrivacyScreen } from '@/features/policy/privacy-screen';
import { TermsScreen } from '@/features/policy/terms-screen';

afterEach(cleanup);

describe('policy screens', () => {
  it('the index links both documents', async () => {
    await renderWithRouter(<PolicyScreen />, { entries: ['/policy'] });
    expect((await screen.findByRole('link', { name: /이용약관/ })).getAttribute('href')).toBe(
      '/policy/terms-of-service',
    );
    expect(screen.getByRole('link', { name: /개인정보처리방침/ }).getAttribute('href')).toBe(
      '/policy/privacy',
    );
  });

  it('the terms cover what a Korean shop must say', async () => {
    await renderWithRouter(<TermsScreen />, { entries: ['/policy/terms-of-service'] });
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const part of [
      '목적',
      '정의',
      '회원가입',
      '탈퇴',
      '주문과 결제',
      '배송',
      '청약철회',
      '교환 기준',
      '책임의 제한',
      '분쟁 해결',
    ]) {
      expect(headings.some((h) => h?.includes(part))).toBe(true);
    }
    expect(document.body.textContent).toContain('7일 이내');
  });

  it('the privacy policy names retention, sharing, the officer and the date', async () => {
    await renderWithRouter(<PrivacyScreen />, { entries: ['/policy/privacy'] });
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const fact of [
      '5년',
      '3년',
      '제3자 제공',
      '위탁',
      '쿠키',
      '2026년 11월 22일',
      SUPPORT_EMAIL,
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('{{');
  });

  it('has an English version', async () => {
    await renderWithRouter(<PrivacyScreen />, { entries: ['/policy/privacy'], lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  });
});
