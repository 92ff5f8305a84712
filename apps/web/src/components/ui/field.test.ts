import { describe, expect, it } from 'vitest';
import { fieldClassName } from '@/components/ui/field';

const classesOf = (className: string) => className.split(' ');

describe('fieldClassName', () => {
  it('has exactly one height, padding and type size for each size: no class fights another', () => {
    for (const size of ['lg', 'md', 'sm'] as const) {
      const classes = classesOf(fieldClassName(false, { size }));
      expect(
        classes.filter((c) => /^h-\d+$/.test(c)),
        size,
      ).toHaveLength(1);
      expect(
        classes.filter((c) => /^px-/.test(c)),
        size,
      ).toHaveLength(1);
      expect(
        classes.filter((c) => /^text-\d+$/.test(c)),
        size,
      ).toHaveLength(1);
    }
    expect(classesOf(fieldClassName(false))).toContain('h-52');
    expect(classesOf(fieldClassName(false, { size: 'sm' }))).toEqual(
      expect.arrayContaining(['h-48', 'px-s', 'text-14']),
    );
  });

  it('spans its row under a label, or shares a row with other controls', () => {
    expect(classesOf(fieldClassName(false))).toEqual(expect.arrayContaining(['mt-s', 'w-full']));
    const inline = classesOf(fieldClassName(false, { layout: 'inline' }));
    expect(inline).toContain('min-w-0');
    expect(inline).not.toContain('w-full');
  });

  it('is red when the value breaks its rule', () => {
    expect(classesOf(fieldClassName(true))).toContain('border-red');
    expect(classesOf(fieldClassName(false))).not.toContain('border-red');
  });
});
