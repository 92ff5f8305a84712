import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Checkbox } from '@/components/ui/checkbox';
import { renderWithI18n } from '@/test/render';

afterEach(cleanup);

/** The drawn circle beside the (invisible) real checkbox. */
const drawn = (name: string) =>
  screen.getByRole('checkbox', { name }).parentElement?.querySelector('[data-state]');

describe('Checkbox', () => {
  it.each([false, true])(
    'checked (disabled: %s) is drawn checked, its check painted',
    (disabled) => {
      renderWithI18n(
        <Checkbox checked disabled={disabled} onCheckedChange={() => undefined}>
          기본 배송지로 설정
        </Checkbox>,
      );
      expect(screen.getByRole('checkbox', { name: '기본 배송지로 설정' })).toHaveProperty(
        'checked',
        true,
      );
      const box = drawn('기본 배송지로 설정');
      expect(box?.getAttribute('data-state')).toBe('checked');
      expect(box?.className).toContain('text-white');
      expect(box?.className).not.toContain('text-transparent');
    },
  );

  it.each([false, true])('unchecked (disabled: %s) is an empty ring', (disabled) => {
    renderWithI18n(
      <Checkbox checked={false} disabled={disabled} onCheckedChange={() => undefined}>
        동의
      </Checkbox>,
    );
    const box = drawn('동의');
    expect(box?.getAttribute('data-state')).toBe('unchecked');
    expect(box?.className).toContain('text-transparent');
  });
});
