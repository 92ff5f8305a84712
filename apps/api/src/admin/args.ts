import { parseArgs, type ParseArgsConfig } from 'node:util';

type Kinds = Record<string, 'string' | 'boolean'>;
type Values<K extends Kinds> = { [N in keyof K]?: K[N] extends 'string' ? string : boolean };

export type ReadArgs<K extends Kinds> =
  | { values: Values<K>; positionals: string[]; json: boolean }
  /** The first option, as typed, that is unknown (`missing` false) or lacks its value (`missing` true). */
  | { stray: string; missing: boolean };

// No command has short options, and parseArgs would read '-500' as -5 -0 -0: a word with one
// leading dash (a negative number) is held as text.
const HELD = '\0';
const hold = (arg: string) => (/^-[^-]/.test(arg) ? `${HELD}${arg}` : arg);
const release = (arg: string) => (arg.startsWith(HELD) ? arg.slice(HELD.length) : arg);

/**
 * A command's arguments by node:util parseArgs: `--json` and the options named in `kinds` (without
 * their dashes), the positionals in order. A value may not start with `--`.
 */
export function readArgs<const K extends Kinds>(args: string[], kinds: K): ReadArgs<K> {
  const options: NonNullable<ParseArgsConfig['options']> = Object.fromEntries(
    Object.entries<'string' | 'boolean'>({ json: 'boolean', ...kinds }).map(([name, type]) => [
      name,
      { type },
    ]),
  );
  const { values, positionals, tokens } = parseArgs({
    args: args.map(hold),
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const type = Object.hasOwn(options, token.name) ? options[token.name]!.type : undefined;
    if (type === undefined || (type === 'boolean' && token.value !== undefined))
      return { stray: args[token.index]!, missing: false };
    if (type === 'string' && (token.value === undefined || token.value.startsWith('--')))
      return { stray: args[token.index]!, missing: true };
  }
  const { json, ...rest } = values;
  return {
    values: Object.fromEntries(
      Object.entries(rest).map(([name, value]) => [
        name,
        typeof value === 'string' ? release(value) : value,
      ]),
    ) as Values<K>,
    positionals: positionals.map(release),
    json: json === true,
  };
}

/** What a command prints for a stray option: the option and the usage, or the usage alone. */
export function strayText(read: { stray: string; missing: boolean }, usage: string): string {
  return read.missing ? usage : `Unknown option: ${read.stray}\n\n${usage}`;
}
