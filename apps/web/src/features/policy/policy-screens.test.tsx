import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { renderWithRouter } from '@/test/render';
import { PolicyDocumentScreen } from '@/features/policy/policy-document-screen';
import { PolicyScreen } from '@/features/policy/policy-screen';
import { SUMMARIES, termsDocument } from '@/test/fixtures/terms';
import { fail, ok, serveRoutes } from '@/test/api';

const SLOW = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('policy screens', () => {
  it('the index lists the documents in force: pages for two, a sheet for the others', async () => {
    serveRoutes({
      'GET /terms': ok({ documents: SUMMARIES }),
      'GET /terms/age14': ok(
        termsDocument({ ...SUMMARIES[2]!, html: '<p>만 14세 이상만 가입할 수 있어요.</p>' }),
      ),
    });
    await renderWithRouter(<PolicyScreen />, { entries: ['/policy'] });
    const service = await screen.findByRole('link', { name: /서비스 이용약관/ }, SLOW);
    expect(service.getAttribute('href')).toBe('/policy/terms-of-service');
    expect(service.textContent).toContain('2026년 11월 22일 시행');
    expect(screen.getByRole('link', { name: /개인정보처리방침/ }).getAttribute('href')).toBe(
      '/policy/privacy',
    );
    expect(screen.getByText(`궁금한 점은 ${SUPPORT_EMAIL}로 보내 주세요.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /만 14세 이상 확인/ }));
    const sheet = await screen.findByRole('dialog', { name: '만 14세 이상 확인' }, SLOW);
    expect(
      await within(sheet).findByText('만 14세 이상만 가입할 수 있어요.', {}, SLOW),
    ).toBeTruthy();
  });

  it('a document shows the text in force, its effective day, and earlier versions', async () => {
    const v2 = termsDocument({
      version: 2,
      effectiveAt: '2026-11-30T15:00:00.000Z',
      html: '<h2>제1조 (목적)</h2><p>두 번째 버전이에요.</p>',
      versions: [
        { version: 2, effectiveAt: '2026-11-30T15:00:00.000Z' },
        { version: 1, effectiveAt: '2026-11-21T15:00:00.000Z' },
      ],
    });
    const v1 = termsDocument({ versions: v2.versions, html: '<p>첫 번째 버전이에요.</p>' });
    const api = serveRoutes({ 'GET /terms/service': ok(v2) });
    await renderWithRouter(<PolicyDocumentScreen kind="service" />, {
      entries: ['/policy/terms-of-service'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '서비스 이용약관' }, SLOW),
    ).toBeTruthy();
    expect(await screen.findByText('두 번째 버전이에요.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '버전' }) as HTMLSelectElement;
    expect(select.value).toBe('2');

    serveRoutes({ 'GET /terms/service': ok(v1) });
    fireEvent.change(select, { target: { value: '1' } });
    expect(await screen.findByText('첫 번째 버전이에요.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('2026년 11월 22일 시행')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/v1/terms/service');
  });

  it('says when the document cannot be loaded, with a retry', async () => {
    const api = serveRoutes({ 'GET /terms/privacy': fail(503, 'Service Unavailable') });
    await renderWithRouter(<PolicyDocumentScreen kind="privacy" />, {
      entries: ['/policy/privacy'],
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('약관을 불러오지 못했어요');
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(api.calls.length).toBe(2));
  });

  it('in English, says the Korean text is the binding one', async () => {
    serveRoutes({ 'GET /terms/privacy': ok(termsDocument({ kind: 'privacy' })) });
    await renderWithRouter(<PolicyDocumentScreen kind="privacy" />, {
      entries: ['/policy/privacy'],
      lng: 'en',
    });
    expect(
      await screen.findByText(
        "Chorok's terms are published in Korean, the binding text.",
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});
