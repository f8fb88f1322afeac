/**
 * One generated request for an operation: who sends it (mostly someone the operation is for), its
 * path ids, query string and body, each either of the documented shape or hostile.
 */
import fc from 'fast-check';
import type { Operation, Parameter } from '../../support/api-operations.ts';
import { hostileBodyText, hostileJsonValue, hostileText } from './hostile-values.ts';
import {
  fieldsOf,
  hostileFieldName,
  objectOf,
  someId,
  valueOf,
  withHostileField,
  type IdPools,
} from './schema-arbitraries.ts';

export const ACTORS = [
  'guest',
  'super_admin',
  'dl_admin_maker',
  'dl_admin_checker',
  'bank_officer',
  'bank_manager',
  'investor_user',
  'investor_manager',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface FuzzRequest {
  actor: Actor;
  method: Operation['method'];
  url: string;
  /** Raw body text; undefined sends none. */
  payload?: string | Buffer;
  contentType?: string;
  /** Each request from its own address, so per-address limits never stand in for validation. */
  remoteAddress: string;
}

const ADMINS: Actor[] = ['super_admin', 'dl_admin_maker', 'dl_admin_checker'];
const BANK: Actor[] = ['bank_officer', 'bank_manager'];
const INVESTOR: Actor[] = ['investor_user', 'investor_manager'];

/** Who an operation is for, by its path. */
function intendedActors(path: string): Actor[] {
  if (/\/(admin|registration-requests)\b/.test(path)) return ADMINS;
  if (/\/(loans|bank|batches)\b/.test(path) && !path.includes('/marketplace/')) return BANK;
  if (/\/(marketplace|investor)\b/.test(path)) return INVESTOR;
  if (/\/(proposals|deals)\b/.test(path)) return [...INVESTOR, ...BANK];
  if (/\/(auth|password|onboard|email\/verify)\b|csrf-cookie|health|ready/.test(path)) return ['guest'];
  return [...ACTORS];
}

/** The table a path's `{id}` names. */
export function tableOf(path: string, parameter: string): string {
  if (parameter === 'docId') return 'registration_documents';
  const table = (
    [
      [/\/marketplace\/loans\//, 'loans'],
      [/\/loans\//, 'loans'],
      [/\/pending-actions\//, 'pending_actions'],
      [/\/revisions\//, 'revisions'],
      [/\/admin\/users\/|\/email\/verify\//, 'users'],
      [/\/batches\//, 'batches'],
      [/\/registration-requests\//, 'registration_requests'],
      [/\/admin\/entities\//, 'entities'],
      [/\/proposals\//, 'proposals'],
      [/\/deals\//, 'deals'],
    ] as const
  ).find(([pattern]) => pattern.test(path));
  return table?.[1] ?? 'unknown';
}

/** Percent-encoding that also writes a lone surrogate, as the (invalid) UTF-8 bytes a client could send for it. */
export function encodeText(value: string): string {
  let encoded = '';
  for (const character of value) {
    const code = character.charCodeAt(0);
    const lone = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
    encoded += lone
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(character);
  }
  return encoded;
}

const address = fc
  .tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

function pathValue(operation: Operation, parameter: Parameter, pools: IdPools): fc.Arbitrary<string> {
  const documented =
    parameter.name === 'id' || parameter.name.endsWith('Id')
      ? someId(pools[tableOf(operation.path, parameter.name)] ?? []).map(String)
      : valueOf(parameter.schema, pools, parameter.name).map(String);
  return fc.oneof({ weight: 3, arbitrary: documented }, { weight: 1, arbitrary: hostileText });
}

function queryString(operation: Operation, pools: IdPools): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const properties = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema]));
  const required = new Set(parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name));
  const text = (entries: [string, unknown][]) => entries.map(([name, value]) => [name, String(value)] as const);
  const pairs = fc.oneof(
    { weight: 1, arbitrary: fieldsOf(properties, required, pools, 3).map(text) },
    // The required parameters and a hostile value, now and then under the same name twice (a list where text is expected).
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fieldsOf(properties, required, pools, 8),
          hostileFieldName(properties, 'unexpected'),
          hostileText,
          fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
        )
        .map(([entries, name, hostile, twice]) => [
          ...text(entries).filter(([known]) => known !== name),
          [name, hostile] as const,
          ...(twice ? [[name, hostile] as const] : []),
        ]),
    },
  );
  return pairs.map((entries) =>
    entries.length === 0
      ? ''
      : `?${entries.map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`).join('&')}`,
  );
}

type Body = Pick<FuzzRequest, 'payload' | 'contentType'>;

function jsonBody(operation: Operation, pools: IdPools): fc.Arbitrary<Body> {
  const schema = operation.body!;
  const documented = objectOf(schema, pools);
  const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    { weight: 2, arbitrary: documented.map(json) },
    { weight: 5, arbitrary: withHostileField(schema, pools).map(json) },
    { weight: 2, arbitrary: hostileBodyText.map((text) => ({ payload: text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {},
        { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
        { payload: '<a/>', contentType: 'text/xml' },
      ),
    },
  );
}

const FILE_PARTS = fc.record({
  field: fc.constantFrom('file', 'documents', 'documents[]', 'other', 'fi\u0000le'),
  fileName: fc.oneof(
    fc.constantFrom(
      'tape.csv',
      'tape.xlsx',
      'articles.pdf',
      'scan.png',
      'a\u0000.pdf',
      '../../etc/passwd',
      '',
      'x'.repeat(300) + '.csv',
      'ré sumé.pdf',
    ),
    hostileText,
  ),
  type: fc.constantFrom('text/csv', 'application/pdf', 'image/png', 'application/octet-stream', 'text/plain\u0000'),
  content: fc.constantFrom(
    'loan_ref,currency\r\nA-1,GBP\r\n',
    '%PDF-1.4\n%%EOF\n',
    '\u0089PNG\r\n\u001a\n',
    '',
    'PK\u0003\u0004broken zip',
    '\u0000\u0000\u0000',
  ),
});

/** A form of fields and files, well-formed or broken in one of the ways senders break them. */
function multipartBody(): fc.Arbitrary<Body> {
  const fields = fc.dictionary(
    fc.constantFrom('entity_type', 'name', 'country', 'contact_email', 'bank_id', 'x'),
    fc.oneof(fc.string({ maxLength: 12 }), hostileText),
    { maxKeys: 4 },
  );
  return fc
    .tuple(
      fields,
      fc.array(FILE_PARTS, { maxLength: 3 }),
      fc.constantFrom('well-formed', 'no boundary', 'other boundary', 'cut short', 'no end', 'no headers end'),
    )
    .map(([formFields, files, shape]) => {
      const boundary = 'fuzzb0undary';
      let text = Object.entries(formFields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('');
      text += files
        .map(
          (file) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
        )
        .join('');
      text += `--${boundary}--\r\n`;
      if (shape === 'cut short') text = text.slice(0, Math.floor(text.length / 2));
      if (shape === 'no end') text = text.replace(`--${boundary}--\r\n`, '');
      if (shape === 'no headers end')
        text = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"`;
      const contentType =
        shape === 'no boundary'
          ? 'multipart/form-data'
          : shape === 'other boundary'
            ? 'multipart/form-data; boundary=another'
            : `multipart/form-data; boundary=${boundary}`;
      return { payload: Buffer.from(text, 'utf8'), contentType };
    });
}

function bodyOf(operation: Operation, pools: IdPools): fc.Arbitrary<Body> {
  if (operation.multipart)
    return fc.oneof(
      { weight: 4, arbitrary: multipartBody() },
      { weight: 1, arbitrary: hostileBodyText.map((text) => ({ payload: text, contentType: 'application/json' })) },
    );
  if (operation.body) return jsonBody(operation, pools);
  // A body where none is taken is read past, whatever it holds.
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Body>({}) },
    {
      weight: 1,
      arbitrary: hostileJsonValue.map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
      })),
    },
  );
}

export function requestFor(operation: Operation, pools: IdPools): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(operation, parameter, pools)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, encodeText(values[index]!)),
        operation.path,
      ),
    );
  const actor = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...intendedActors(operation.path)) },
    { weight: 1, arbitrary: fc.constantFrom(...ACTORS) },
  );
  return fc
    .tuple(actor, path, queryString(operation, pools), bodyOf(operation, pools), address)
    .map(([who, url, query, body, remoteAddress]) => ({
      actor: who,
      method: operation.method,
      url: `${url}${query}`,
      ...body,
      remoteAddress,
    }));
}
