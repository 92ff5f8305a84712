import { describe, expect, it } from 'vitest';
import { readArgs, strayText } from './args.ts';

describe('readArgs', () => {
  it('reads the named options, --json and the positionals in order', () => {
    expect(
      readArgs(['12', 'ship', '--courier', 'cj', '--json', '--tracking', '123456789012'], {
        courier: 'string',
        tracking: 'string',
      }),
    ).toEqual({
      values: { courier: 'cj', tracking: '123456789012' },
      positionals: ['12', 'ship'],
      json: true,
    });
    expect(readArgs(['run', '--now'], { now: 'boolean' })).toEqual({
      values: { now: true },
      positionals: ['run'],
      json: false,
    });
  });

  it('keeps a negative number (any word with one leading dash) as text, as a positional or a value', () => {
    expect(readArgs(['a@b.kr', '-500', '메모', '-x'], {})).toMatchObject({
      positionals: ['a@b.kr', '-500', '메모', '-x'],
    });
    expect(readArgs(['--value', '-3,000'], { value: 'string' })).toMatchObject({
      values: { value: '-3,000' },
    });
  });

  it.each([
    [['--yaml'], { stray: '--yaml', missing: false }],
    [['x', '--json=yes'], { stray: '--json=yes', missing: false }],
    [['--courier'], { stray: '--courier', missing: true }],
    [['--courier', '--tracking', '1'], { stray: '--courier', missing: true }],
  ])('refuses %j', (args, stray) => {
    expect(readArgs(args, { courier: 'string', tracking: 'string' })).toEqual(stray);
  });

  it('prints the unknown option with the usage, a missing value with the usage alone', () => {
    expect(strayText({ stray: '--yaml', missing: false }, 'Usage')).toBe(
      'Unknown option: --yaml\n\nUsage',
    );
    expect(strayText({ stray: '--at', missing: true }, 'Usage')).toBe('Usage');
  });
});
