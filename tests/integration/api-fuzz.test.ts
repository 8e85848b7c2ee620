import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection } from '../../core/lists/collections-manage.ts';
import { buildViewer, createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

/*
 * Malformed input on every operation of the generated OpenAPI document (issue 17): wrong types, empty and huge strings,
 * control characters, NUL, lone surrogates, null and non-object bodies, bad ids and query values. Each operation gets
 * the same bounded set of cases built from its declaration, as a visitor (a few) and as the caller its security lets
 * in (all of them: a member who sells, an administrator for /admin). No answer may be a 5xx or take longer than
 * `timeoutMs`; the counts are printed for docs/security/bad-input-and-redirects.md.
 */

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const password = 'Des-octets-de-travers-1';
const timeoutMs = 5_000;
const concurrency = 4;
const someId = '5f0c1a3e-9b7d-4c2a-8e6f-1d2c3b4a5e6f';

type Who = 'visitor' | 'member' | 'admin';
interface Case {
  who: Who;
  method: string;
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  type?: string;
  /** What is malformed, for the failure list. */
  what: string;
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

/** Path segments as sent (already percent-encoded): NUL, encoded surrogates, bytes that are not UTF-8, odd ids. */
const badSegments = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%0B',
  '%FF',
  '%',
  '-1',
  '99999999999999999999',
  'null',
  '%2E%2E',
  'x'.repeat(3000),
  `${someId}0`,
  '%F0%9F%92%A9',
];
/** Query values as sent. */
const badQueryValues = ['%00', '%ED%A0%80', '%0B', '%FF', 'abc', '-1', '1.5', '99999999999999999999', 'x'.repeat(3000)];
/** Whole JSON bodies as sent: not an object, not JSON, not UTF-8, escapes PostgreSQL cannot store. */
const badBodies: (string | Uint8Array<ArrayBuffer>)[] = [
  'null',
  '[]',
  '[{}]',
  '"x"',
  '0',
  '{',
  '',
  '{"x":"\\ud800"}',
  '{"x":"a\\u0000b"}',
  new Uint8Array([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  '['.repeat(3000),
];
/** Values put in place of each top-level field of a plausible body. */
const badFieldValues: unknown[] = [null, 12345, true, [], {}, 'x'.repeat(5000)];
/** Values put in place of each text of a plausible body, however deep. */
const badTexts = ['a\u0000b', '\ud800', '\udfff x', '\u0001\u000b\u001f', ''];

let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
const cookies: Record<Who, string> = { visitor: '', member: '', admin: '' };
/** Existing rows for path parameters, so that a fuzzed body reaches the use case. */
const known: { pathPrefix: string; name: string; value: string }[] = [];

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema;

/** A plausible value of `schema`: what a client that read the document would send. */
function sample(given: JsonSchema, depth = 0): unknown {
  const schema = resolve(given);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => resolve(o).type !== 'null') ?? options[0]!, depth);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return depth > 4
        ? {}
        : Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'array':
      return schema.items && depth <= 4
        ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items!, depth + 1))
        : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return (
        {
          uuid: someId,
          email: 'fuzz@example.com',
          uri: 'https://example.com/',
          'date-time': '2026-01-01T00:00:00Z',
          date: '2026-01-01',
        }[schema.format ?? ''] ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 12))
      );
    default:
      return null;
  }
}

/** Where each text of `value` sits (object keys and array indexes). */
function textPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...at, k]));
  return [];
}

function withValue(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = replacement;
  return copy;
}

/** The cases of one operation, for one caller; `few` keeps one of each kind (the visitor's share). */
function casesOf(path: string, method: string, operation: Operation, who: Who, few: boolean): Case[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const plausible = (p: Parameter) => {
    const existing = known.find((k) => k.name === p.name && path.startsWith(k.pathPrefix));
    return existing?.value ?? encodeURIComponent(String(sample(p.schema ?? { type: 'string' })));
  };
  const urlWith = (segments: Record<string, string> = {}, query = '') =>
    `/api/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? plausible(pathParams.find((p) => p.name === name)!))}${query}`;
  const some = <T>(values: T[]) => (few ? values.slice(0, 1) : values);
  const cases: Case[] = [];
  const add = (what: string, url: string, body?: string | Uint8Array<ArrayBuffer>, type?: string) =>
    cases.push({ who, method, url, body, type, what });

  for (const param of pathParams) {
    for (const segment of some(badSegments))
      add(`path ${param.name}=${segment.slice(0, 20)}`, urlWith({ [param.name]: segment }));
  }
  for (const param of some(params.filter((p) => p.in === 'query'))) {
    for (const value of some(badQueryValues))
      add(`query ${param.name}=${value.slice(0, 20)}`, urlWith({}, `?${param.name}=${value}`));
    if (!few) add(`query ${param.name} repeated`, urlWith({}, `?${param.name}=1&${param.name}=%00&${param.name}[]=x`));
  }
  const content = operation.requestBody?.content ?? {};
  if (content['application/json'] || (method === 'post' && Object.keys(content).length === 0)) {
    for (const body of some(badBodies)) add(`body ${String(body).slice(0, 20)}`, urlWith(), body, 'application/json');
  }
  const schema = content['application/json']?.schema;
  if (schema && !few) {
    const base = sample(schema);
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const key of Object.keys(base)) {
        for (const value of badFieldValues)
          add(
            `field ${key}=${JSON.stringify(value).slice(0, 20)}`,
            urlWith(),
            JSON.stringify(withValue(base, [key], value)),
            'application/json',
          );
      }
    }
    for (const at of textPaths(base)) {
      for (const text of badTexts)
        add(
          `text ${at.join('.')}=${JSON.stringify(text)}`,
          urlWith(),
          JSON.stringify(withValue(base, at, text)),
          'application/json',
        );
    }
  }
  if (content['multipart/form-data'] && !few) {
    for (const text of badTexts) {
      const form = `--fuzz\r\ncontent-disposition: form-data; name="body"\r\n\r\n${text}\r\n--fuzz--\r\n`;
      add(`multipart body=${JSON.stringify(text)}`, urlWith(), form, 'multipart/form-data; boundary=fuzz');
    }
    add('multipart without boundary', urlWith(), '--x\r\n', 'multipart/form-data');
  }
  if (content['application/octet-stream'] && !few) {
    add('octet-stream empty', urlWith(), new Uint8Array(), 'application/octet-stream');
    add('octet-stream NUL bytes', urlWith(), new Uint8Array(64), 'application/octet-stream');
  }
  if (cases.length === 0) add('no input', urlWith());
  return cases;
}

interface Outcome {
  status: number | 'hang';
  test: Case;
}

async function send(test: Case): Promise<Outcome> {
  const headers: Record<string, string> = {
    origin: testOrigin,
    'idempotency-key': 'fuzz-0001',
    'x-file-name': 'f.txt',
  };
  if (cookies[test.who]) headers.cookie = cookies[test.who];
  if (test.type) headers['content-type'] = test.type;
  const timeout = new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), timeoutMs).unref());
  const answered = (async () => {
    const res = await ctx.app.request(test.url, { method: test.method.toUpperCase(), headers, body: test.body });
    // A live stream (the notification events) answers its headers and stays open: its status is the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    return res.status;
  })();
  return { status: await Promise.race([answered, timeout]), test };
}

async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

beforeAll(async () => {
  document = await (await ctx.app.request('/api/v1/openapi.json')).json();
  const db = ctx.database.db;
  const member = await createUser(db, { email: 'fuzz-membre@example.com', password, roles: ['expert'] });
  const ownShop = await createSeller(db, { userId: member.id });
  const category = await createCategory(db);
  const product = await createProduct(db, { categoryId: category.id });
  const own = await createProduct(db, { sellerId: ownShop.id, categoryId: category.id });
  const other = await createUser(db, { email: 'fuzz-autre@example.com' });
  await createUser(db, { email: 'fuzz-admin@example.com', password, roles: ['admin'] });
  const collection = await createCollection(
    ctx.testApp.deps,
    buildViewer({ userId: member.id, email: member.email, roles: ['expert'] }),
    { name: 'Sélection', isPublic: true, productId: product.id },
  );
  known.push(
    { pathPrefix: '/products/', name: 'slug', value: product.slug },
    { pathPrefix: '/products/', name: 'id', value: product.id },
    { pathPrefix: '/sellers/', name: 'id', value: product.sellerId },
    { pathPrefix: '/me/collections/', name: 'id', value: collection.id },
    { pathPrefix: '/seller/products/', name: 'id', value: own.id },
    { pathPrefix: '/admin/users/', name: 'id', value: other.id },
  );
  cookies.member = await ctx.signInCookies('fuzz-membre@example.com', password);
  cookies.admin = await ctx.signInCookies('fuzz-admin@example.com', password);
});

describe('every API operation fed malformed input', () => {
  it('answers each case with a status below 500, in time', { timeout: 400_000 }, async () => {
    const cases: Case[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const secured = (operation.security ?? []).length > 0;
        const caller: Who = path.startsWith('/admin') ? 'admin' : 'member';
        cases.push(...casesOf(path, method, operation, 'visitor', secured));
        if (secured) cases.push(...casesOf(path, method, operation, caller, false));
      }
    }
    const outcomes = await inParallel(cases, concurrency, send);
    const statuses: Record<string, number> = {};
    for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
    const callers: Record<string, number> = {};
    for (const { who } of cases) callers[who] = (callers[who] ?? 0) + 1;
    console.info(
      `API fuzz: ${operations} operations, ${cases.length} cases, by caller ${JSON.stringify(callers)}, statuses ${JSON.stringify(statuses)}`,
    );
    const failures = outcomes
      .filter(({ status }) => status === 'hang' || status >= 500)
      .map(
        ({ status, test }) =>
          `${status} ${test.method.toUpperCase()} ${test.url.slice(0, 120)} as ${test.who}: ${test.what}`,
      );
    expect(failures).toEqual([]);
  });
});
