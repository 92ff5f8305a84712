import fc from 'fast-check';

/*
 * Malformed requests for every operation of the OpenAPI document (issue 14, decision 0030):
 * wrong types, missing and extra fields, huge and unicode strings, NUL and control characters,
 * out-of-range numbers, bad ids, wrong content types and broken JSON — then random ones from
 * fast-check with a fixed seed, so every run sends the same requests.
 */

type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  operationId: string;
  auth: 'bearer' | 'admin' | 'none';
  params: { name: string; in: 'path' | 'query'; schema: Schema; required: boolean }[];
  body: Schema | null;
}

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Values that have broken servers: each goes into every field and parameter. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  1.5,
  '',
  'x'.repeat(100_000),
  'a\u0000b',
  '\u0001\u001f\u007f',
  '식물🌱\u202e\u0301\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff',
  [],
  {},
  ['a', 1, null],
  { $gt: '' },
];

/** Path parameter text: bad ids and worse. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%2e%2e%2f%2e%2e',
  encodeURIComponent('식물🌱'),
  '9'.repeat(190),
  '%20%201',
  '0x10',
  'NaN',
];

/** Query values; the parameter is also repeated and given as an object. */
const HOSTILE_QUERY: readonly string[] = [
  '',
  '%00',
  'abc',
  '-1',
  '2147483648',
  '1e999',
  'x'.repeat(5_000),
  encodeURIComponent('식물\u202e🌱'),
  '%ff%fe',
  '%0a%0d',
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`,
];

const WRONG_CONTENT_TYPES: readonly [string | null, string][] = [
  ['text/plain', '{"a":1}'],
  ['application/xml', '<a>1</a>'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['image/png', 'not a png'],
  [null, '{"a":1}'],
];

function asSchema(value: unknown): Schema {
  return value !== null && typeof value === 'object' ? (value as Schema) : {};
}

/** A plausible value of the schema (valid where a schema says enough), to mutate from. */
export function sample(schema: Schema, depth = 0): unknown {
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(options) && options.length > 0) {
    const notNull = options.find((option) => option.type !== 'null') ?? options[0]!;
    return sample(notNull, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return sample(asSchema(schema.allOf[0]), depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = asSchema(schema.properties);
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, sample(asSchema(value), depth + 1)]),
      );
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: count }, () => sample(asSchema(schema.items), depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (schema.format === 'uri') return 'https://example.com/';
      const length = typeof schema.minLength === 'number' ? Math.max(1, schema.minLength) : 1;
      return 'a'.repeat(length);
    }
    default:
      return 'a';
  }
}

function pathWith(op: Operation, segments: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '1');
}

function baseSegments(op: Operation): Record<string, string> {
  return Object.fromEntries(
    op.params
      .filter((param) => param.in === 'path')
      .map((param) => {
        const value = param.name === '*' ? 'products/1.png' : sample(param.schema);
        return [param.name, encodeURIComponent(String(value))];
      }),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Every deterministic case of one operation, then `randomCount` from fast-check. */
export function casesFor(op: Operation, randomCount: number, seed: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const segments = baseSegments(op);
  const basePath = pathWith(op, segments);
  const body = op.body ? asSchema(sample(op.body)) : null;
  const bodyText = body ? JSON.stringify(body) : undefined;
  const add = (label: string, url: string, headers: Record<string, string>, payload?: string) =>
    cases.push({ label, method: op.method, url, headers, payload });
  const withBody = (label: string, value: unknown) =>
    add(label, basePath, JSON_TYPE, JSON.stringify(value));

  for (const param of op.params.filter((p) => p.in === 'path'))
    for (const bad of HOSTILE_SEGMENTS)
      add(
        `path ${param.name}=${bad.slice(0, 20)}`,
        pathWith(op, { ...segments, [param.name]: bad }),
        bodyText ? JSON_TYPE : {},
        bodyText,
      );

  const queryParams = op.params.filter((p) => p.in === 'query');
  for (const param of [...queryParams, { name: 'unexpected' }, { name: '__proto__' }])
    for (const bad of HOSTILE_QUERY)
      add(
        `query ${param.name}=${bad.slice(0, 20)}`,
        `${basePath}?${param.name}=${bad}`,
        bodyText ? JSON_TYPE : {},
        bodyText,
      );
  for (const param of queryParams) {
    add(`query ${param.name} repeated`, `${basePath}?${param.name}=1&${param.name}=2`, {});
    add(`query ${param.name} as object`, `${basePath}?${param.name}[a]=1`, {});
  }

  if (body !== null && op.body) {
    for (const text of MALFORMED_JSON) add(`json ${text.slice(0, 20)}`, basePath, JSON_TYPE, text);
    add('empty body', basePath, JSON_TYPE, '');
    for (const [type, text] of WRONG_CONTENT_TYPES)
      add(`content-type ${type}`, basePath, type ? { 'content-type': type } : {}, text);
    for (const root of [null, [], 'text', 0, true, [body]])
      withBody(`root ${JSON.stringify(root)}`, root);
    withBody('extra field', { ...body, unexpected: 'x', constructor: { prototype: { a: 1 } } });
    const required = Array.isArray(op.body.required) ? (op.body.required as string[]) : [];
    for (const key of required) {
      const { [key]: _missing, ...rest } = body;
      withBody(`missing ${key}`, rest);
    }
    for (const key of Object.keys(body))
      for (const bad of HOSTILE_VALUES)
        withBody(`field ${key}=${JSON.stringify(bad)?.slice(0, 20)}`, { ...body, [key]: bad });
  }

  const random = fc.sample(
    fc.record({
      body: fc.jsonValue({ maxDepth: 3 }),
      text: fc.string({ unit: 'binary', maxLength: 40 }),
      key: fc.constantFrom(...(body ? Object.keys(body) : ['x']), 'x'),
    }),
    { seed, numRuns: randomCount },
  );
  random.forEach(({ body: value, text, key }, index) => {
    if (body !== null) {
      withBody(`random body ${index}`, index % 2 === 0 ? value : { ...body, [key]: value });
    } else {
      const name = queryParams[index % Math.max(1, queryParams.length)]?.name ?? 'x';
      add(`random query ${index}`, `${basePath}?${name}=${encodeURIComponent(text)}`, {});
    }
  });
  return cases;
}

/** A spread of `count` cases over the whole list (every kind, not the first few). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

/** The operations of an OpenAPI 3 document. */
export function operationsOf(document: {
  paths: Record<string, Record<string, unknown>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = asSchema(raw);
      const security = JSON.stringify(op.security ?? []);
      const content = asSchema(asSchema(op.requestBody).content);
      const json = asSchema(content['application/json']).schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId ?? `${method} ${path}`),
        // Console endpoints take a token or the secret: the secret reaches their handlers (a
        // fuzzing shopper's token would stop at 403).
        auth: security.includes('adminSecret')
          ? 'admin'
          : security.includes('bearerAuth')
            ? 'bearer'
            : 'none',
        params: ((op.parameters ?? []) as Schema[])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: String(p.name),
            in: p.in as 'path' | 'query',
            schema: asSchema(p.schema),
            required: p.required === true,
          })),
        body: json ? asSchema(json) : null,
      });
    }
  }
  return operations;
}

/** Text no error body may carry: stack frames, driver and SQL errors. */
export const INTERNAL_DETAIL =
  /\bat (?:\S+ \()?\S+:\d+:\d+\)?|node_modules|\.[cm]?[jt]sx?:\d+|\b(?:TypeError|RangeError|SyntaxError|ReferenceError|ZodError|DrizzleError|DatabaseError)\b|Failed query|duplicate key|violates|invalid input syntax|out of range for type|"stack"/i;

/** Server file paths: the operator's import endpoints name their folder; nobody else's answer may. */
export const SERVER_PATH = /\/(?:work|home|src|usr|tmp|var)\//;
