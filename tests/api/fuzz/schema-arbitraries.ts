/**
 * fast-check arbitraries from the operations' JSON schemas: values of the documented shape (with
 * plausible dates, decimals and ids for fields named so), so that some requests get past the
 * schema into the handlers, and a hostile value in place of any one field.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../support/api-operations.ts';
import { hostileJsonValue } from './hostile-values.ts';
import { DEMO } from '../../support/demo-people.ts';

/** Ids the database holds, by table, so that generated ids find records. */
export type IdPools = Readonly<Record<string, readonly number[]>>;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const dates = fc.integer({ min: -400, max: 400 }).map(isoDay);
const decimals = (whole: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 10 ** whole - 1 }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([w, f]) => `${w}.${String(f).padStart(places, '0')}`);
const MONEY_NAME = /principal|payment|value|balance|amount|price(?!_pct)/;

/** A table's ids, random small ids, or an id past the database's range. */
export const someId = (pool: readonly number[] = []): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: pool.length > 0 ? 6 : 0, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.constant(1) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 400 }) },
    { weight: 1, arbitrary: fc.constantFrom(2147483647, 2147483648) },
  );

function stringFor(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email' || name.includes('email')) {
    return fc.oneof(
      fc.constantFrom(
        DEMO.superAdmin.email,
        DEMO.northwindOfficer.email,
        DEMO.summitAnalyst.email,
        'nobody@example.test',
      ),
      fc.emailAddress(),
    );
  }
  if (name.endsWith('_date') || name === 'valid_until' || name === 'bid_deadline') return dates;
  if (name.endsWith('_pct')) return decimals(3, 3);
  if (MONEY_NAME.test(name)) return decimals(7, 2);
  if (name === 'password' || name === 'password_confirmation')
    return fc.constantFrom('Password123!', 'correct-horse-battery-staple-42', 'short');
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme-ascii' });
}

function integerFor(name: string, schema: JsonSchema, pools: IdPools): fc.Arbitrary<number> {
  if (name === 'id' || name.endsWith('_id') || name.endsWith('Id')) return someId(pools[name] ?? []);
  if (name === 'version') return fc.integer({ min: 1, max: 4 });
  if (name === 'per_page') return fc.constantFrom(25, 50, 100);
  if (name === 'page') return fc.integer({ min: 1, max: 3 });
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -5 : schema.exclusiveMinimum + 1);
  const max = Math.min(schema.maximum ?? min + 1000, min + 100_000);
  return fc.integer({ min, max });
}

/** A value of `schema`'s shape; `name` is the field's, for plausible values. */
export function valueOf(schema: JsonSchema, pools: IdPools, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string', 'number', 'null'];
  return fc.oneof(...types.map((type) => valueOfType(type, schema, pools, name)));
}

function valueOfType(type: string, schema: JsonSchema, pools: IdPools, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(name, schema);
    case 'integer':
      return integerFor(name, schema, pools);
    case 'number':
      return fc.oneof(integerFor(name, schema, pools), fc.double({ noNaN: true, min: -1e6, max: 1e6 }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, pools, name) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, pools);
    default:
      return fc.anything();
  }
}

/** Present one time in `outOf`: fields left out leave fewer other reasons to refuse. */
export const sometimes = <T>(value: fc.Arbitrary<T>, outOf: number): fc.Arbitrary<T | undefined> =>
  fc.tuple(fc.integer({ min: 1, max: outOf }), value).map(([draw, present]) => (draw === 1 ? present : undefined));

/** Named values of `schema`'s fields: each required one always, each optional one once in `optionalOutOf`. */
export function fieldsOf(
  properties: Readonly<Record<string, JsonSchema>>,
  required: ReadonlySet<string>,
  pools: IdPools,
  optionalOutOf: number,
): fc.Arbitrary<[string, unknown][]> {
  const fields = Object.entries(properties).map(([field, fieldSchema]) => {
    const value = valueOf(fieldSchema, pools, field).map((generated) => [field, generated] as [string, unknown]);
    return required.has(field) ? value : sometimes(value, optionalOutOf);
  });
  return fc
    .tuple(...fields)
    .map((entries) => entries.filter((entry): entry is [string, unknown] => entry !== undefined));
}

/** An object of the schema's fields: the required ones, the others now and then. */
export function objectOf(schema: JsonSchema, pools: IdPools, optionalOutOf = 2): fc.Arbitrary<Record<string, unknown>> {
  return fieldsOf(schema.properties ?? {}, new Set(schema.required ?? []), pools, optionalOutOf).map((entries) =>
    Object.fromEntries(entries),
  );
}

const takesText = (schema: JsonSchema) =>
  !schema.enum && !schema.pattern && !schema.format && [schema.type ?? 'string'].flat().includes('string');

/** Which field gets the hostile value: most often one of free text, the kind a handler passes on to the database. */
export function hostileFieldName(
  properties: Readonly<Record<string, JsonSchema>>,
  unexpected: string,
): fc.Arbitrary<string> {
  const all = [...Object.keys(properties), unexpected];
  const text = Object.entries(properties)
    .filter(([, schema]) => takesText(schema))
    .map(([name]) => name);
  return text.length === 0
    ? fc.constantFrom(...all)
    : fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...text) }, { weight: 1, arbitrary: fc.constantFrom(...all) });
}

/** The required fields and one field (maybe a new one) given a hostile value. */
export function withHostileField(schema: JsonSchema, pools: IdPools): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(objectOf(schema, pools, 6), hostileFieldName(schema.properties ?? {}, 'unexpected_field'), hostileJsonValue)
    .map(([value, field, hostile]) => ({ ...value, [field]: hostile }));
}
