import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Button, ButtonLink } from '@/components/ui/button';
import { renderWithI18n, renderWithRouter } from '@/test/render';

afterEach(cleanup);

describe('Button', () => {
  it('calls onClick for cta and done and is a type=button by default', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <>
        <Button onClick={onClick}>담기</Button>
        <Button variant="done" onClick={onClick}>
          완료
        </Button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '담기' }));
    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '담기' }).getAttribute('type')).toBe('button');
  });

  it('progress keeps its name, is aria-busy, shows a spinner and ignores presses', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button variant="progress" onClick={onClick}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  // Really disabled: the `disabled` property, so browsers deliver no click at all. (jsdom still
  // dispatches a synthetic click to a disabled button, which React used to swallow and Preact,
  // decision 0046, leaves to the browser.)
  it('the disabled variant and the disabled prop are really disabled', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <>
        <Button variant="disabled" onClick={onClick}>
          하나
        </Button>
        <Button disabled onClick={onClick}>
          둘
        </Button>
      </>,
    );
    for (const name of ['하나', '둘']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.dataset.variant).toBe('disabled');
      expect(button.matches(':disabled')).toBe(true);
    }
  });

  it('sizes follow spec §9', () => {
    renderWithI18n(
      <>
        <Button size="large">L</Button>
        <Button size="medium">M</Button>
        <Button size="small">S</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'L' }).className).toContain('w-full');
    expect(screen.getByRole('button', { name: 'M' }).className).toMatch(/w-343.*h-56/);
    expect(screen.getByRole('button', { name: 'S' }).className).toMatch(/w-188.*h-48/);
  });

  it('ButtonLink is a router link with the button look', async () => {
    await renderWithRouter(<ButtonLink to="/home">시작하기</ButtonLink>);
    const link = await screen.findByRole('link', { name: '시작하기' });
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.className).toContain('bg-primary');
  });
});
