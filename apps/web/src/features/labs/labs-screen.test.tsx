import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { LabsScreen } from '@/features/labs/labs-screen';

afterEach(cleanup);

describe('/labs', () => {
  it('lists the light meter with what it does, and says how the lab treats readings', async () => {
    await renderWithRouter(<LabsScreen />, { entries: ['/labs'] });
    expect(screen.getByRole('heading', { level: 1, name: '초록 실험실' })).toBeTruthy();
    const tools = screen.getByRole('region', { name: '실험 도구' });
    const meter = within(tools).getByRole('link', { name: /빛 측정기/ });
    expect(meter.getAttribute('href')).toBe('/labs/ambient-light');
    expect(meter.textContent).toContain('음지, 반음지, 반양지, 양지');
    expect(
      screen.getByText('카메라 화면은 밝기를 계산하는 데만 쓰고, 저장하거나 보내지 않아요.'),
    ).toBeTruthy();
    expect(document.title).toBe('초록 실험실 · 초록');
  });
});
