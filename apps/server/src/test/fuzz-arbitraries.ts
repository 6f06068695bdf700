// fast-check arbitraries for request bodies, derived from a route's zod schema through its JSON
// schema (zod's own toJSONSchema, input side): bodies that should pass, bodies with one field
// pushed to an extreme or given the wrong type, bodies missing a field or carrying an unknown one,
// and bodies that are not an object at all.
import fc from 'fast-check';
import { z } from 'zod';

/** The parts of JSON Schema that zod emits and that matter for generating values. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** The request side of a zod schema as JSON Schema; parts JSON Schema cannot say become "anything". */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
const ODD_UNICODE = [
  '🎰🌸',
  'ｱｶｳﾝﾄ',
  '\u202eevil',
  '\ufeffbom',
  'a\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '\u2028\u2029',
  '𝓪𝓫𝓬',
  '\uffff',
];
const TRICKY_STRINGS = [
  '',
  ' ',
  "' or 1=1 --",
  '%00',
  '\\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '99999999999999999999999999',
  '0x10',
  'null',
  'true',
  '{}',
  '[]',
];
const DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01',
  '2026-01-01T00:00:00',
  '2026-01-01T24:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2026-01-01T00:00:00+99:99',
];
const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];
const WRONG_TYPES: unknown[] = [null, true, false, 0, 1, -1, '', 'x', [], [1], {}, { a: 1 }];

/** Variants of a schema: anyOf/oneOf branches, or the schema itself. */
function branches(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  return options && options.length > 0 ? options : [schema];
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** Patterns a string must match, besides the shared "no control characters" one. */
function patterns(schema: JsonSchema): string[] {
  const all = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => typeof p === 'string',
  );
  return all.filter((p) => !p.startsWith('^[^\\u0000'));
}

function isoBetween(fromYear: number, toYear: number) {
  return fc
    .date({ min: new Date(Date.UTC(fromYear, 0, 1)), max: new Date(Date.UTC(toYear, 0, 1)), noInvalidDate: true })
    .map((d) => d.toISOString());
}

/** A value the schema likely accepts (business rules may still refuse it). */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const options = branches(schema);
  if (options.length > 1) return fc.oneof(...options.map((s) => validValue(s, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'object':
      return validObject(schema);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), { maxLength: 3 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      const lo = Math.max(min, -1e9);
      const hi = Math.min(max, 1e9);
      // Ids are small: most draws stay low, so references to real rows (channels, cards, games) come up.
      const small = fc.integer({ min: Math.max(lo, Math.min(0, hi)), max: Math.max(lo, Math.min(hi, 12)) });
      return fc.oneof(
        { weight: 3, arbitrary: small },
        { weight: 1, arbitrary: fc.integer({ min: lo, max: Math.max(lo, hi) }) },
        { weight: 1, arbitrary: fc.constantFrom(lo, Math.max(lo, hi)) },
      );
    }
    case 'string':
      return validString(schema, name);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return isoBetween(2000, 2100);
  if (/email/i.test(name)) return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 64, 64);
  const [pattern] = patterns(schema);
  if (pattern) {
    try {
      const regex = new RegExp(pattern);
      return fc
        .stringMatching(regex)
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity) && !/\p{Cc}/u.test(s));
    } catch {
      // A pattern fast-check cannot read falls back to plain strings below.
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) shape[key] = validValue(property, key);
  return fc.record(shape, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value at or past the schema's edges, or of the wrong type altogether. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(branches(schema).find((s) => typeOf(s) !== 'null') ?? schema);
  const edges: unknown[] = [...WRONG_TYPES];
  if (type === 'string' || type === undefined) {
    const max = schema.maxLength ?? 1000;
    const min = schema.minLength ?? 0;
    // Long values stop short of the body limit, where the answer would only ever be 413.
    const cap = (n: number) => Math.min(n, 600_000);
    edges.push(
      ...TRICKY_STRINGS,
      ...DATES,
      ...ODD_UNICODE,
      ...CONTROL_CHARACTERS.map((c) => `a${c}b`),
      'a'.repeat(cap(max)),
      'a'.repeat(cap(max + 1)),
      '界'.repeat(cap(max + 1)),
      'a'.repeat(Math.max(0, min - 1)),
      'x'.repeat(200_000),
    );
    if (schema.enum)
      edges.push(...schema.enum.map((v) => `${String(v)}\u0000`), ...schema.enum.map((v) => String(v).toUpperCase()));
  }
  if (type === 'integer' || type === 'number' || type === undefined) {
    edges.push(...NUMBERS, '1', '1.5', 'NaN', '1e308', '-0', ' 1 ');
    if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5);
    if (schema.minimum !== undefined) edges.push(schema.minimum - 1);
  }
  if (type === 'array')
    edges.push(
      Array.from({ length: 1000 }, () => 'a'),
      [null],
      [[[]]],
    );
  if (type === 'object') edges.push(JSON.parse('{"__proto__":{"x":1}}'), { constructor: { prototype: { x: 1 } } });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.double() },
  );
}

/**
 * The few values most likely to get past a schema and break what is behind it, for one field: NUL,
 * one past the length limit, empty, dates outside any calendar a database keeps, numbers beyond
 * 64-bit or safe-integer range, fractions, and the wrong type. Sent one field at a time.
 */
export function fieldExtremes(schema: JsonSchema): unknown[] {
  const types = new Set(branches(schema).map(typeOf));
  const values: unknown[] = [null, {}];
  if (types.has('string') || types.has(undefined)) {
    values.push('a\u0000b', '');
    if (schema.maxLength !== undefined) values.push('a'.repeat(Math.min(schema.maxLength + 1, 600_000)));
    if (branches(schema).some((s) => s.format === 'date-time'))
      values.push('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T00:00:00Z');
  }
  if (types.has('integer') || types.has('number')) values.push(-1, 2 ** 53 + 2, 1e308, 1.5);
  return values;
}

/** JSON text sent as it is: bodies too deep for anything that walks them recursively to print. */
export class RawJson {
  constructor(
    readonly text: string,
    private readonly label: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
}

/** A body that is not an object, or nests far deeper than any request. */
const notAnObject: fc.Arbitrary<unknown> = fc.constantFrom(
  [],
  [{}],
  'body',
  0,
  null,
  true,
  new RawJson('['.repeat(50_000) + ']'.repeat(50_000), '50,000 nested arrays'),
  new RawJson('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), '20,000 nested objects'),
);

/** Request bodies for a route: mostly mutations of a valid body, some valid ones, some not objects. */
export function requestBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant({}), notAnObject);
  const valid = validValue(schema);
  const keys = Object.keys(schema.properties ?? {});
  const mutations: Array<fc.Arbitrary<unknown>> = [
    fc.constant({}),
    notAnObject,
    // An unknown field, with a hostile value.
    fc
      .tuple(valid, fc.constantFrom('unknown', 'constructor', '__proto__x', 'a\u0000b'), hostileValue({}))
      .map(([body, key, value]) => (isObject(body) ? { ...body, [key]: value } : body)),
  ];
  if (keys.length > 0) {
    // One field pushed to an extreme or given the wrong type.
    mutations.push(
      fc
        .constantFrom(...keys)
        .chain((key) => fc.tuple(valid, fc.constant(key), hostileValue(schema.properties![key]!)))
        .map(([body, key, value]) => (isObject(body) ? { ...body, [key]: value } : body)),
    );
    // One field missing.
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...keys)).map(([body, key]) => {
        if (!isObject(body)) return body;
        const copy = { ...body };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 5, arbitrary: fc.oneof(...mutations) });
}

/** Path parameters: a plausible value or a hostile one, URL-encoded. */
export function pathValue(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom('sandbox-jpy', 'sandbox', 'x'),
      fc.constantFrom(
        ...CONTROL_CHARACTERS,
        ...ODD_UNICODE.filter((s) => !/[\ud800-\udfff]/.test(s)),
        ...TRICKY_STRINGS,
      ),
      fc.constant('a'.repeat(500)),
    )
    .map((s) => encodeURIComponent(s) || '%20');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
