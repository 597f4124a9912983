// The OpenAPI document an operator gets from `npm run contract:openapi`: well-formed, complete,
// and addressed the way the brand's bundle addresses the platform.
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { loadBrand } from '../brand/load.ts';
import { CALL_IDS, CALLS, type CallId } from './calls.ts';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from './headers.ts';
import { ERROR_CODES } from './errors.ts';
import { buildOpenApi, type OpenApiDocument, type Operation } from './openapi.ts';

const lotus = loadBrand('lotus');
const document = buildOpenApi(lotus);
const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every operation with its path and method. */
function operations(doc: OpenApiDocument): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])));
}

function operation(doc: OpenApiDocument, id: CallId): Operation {
  const found = operations(doc).find(({ operation }) => operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
}

/** Every `$ref` anywhere in the document. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' ? [child] : refs(child)));
}

/** What a local reference (`#/a/b`) points at, or undefined. */
function resolve(doc: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

describe('buildOpenApi', () => {
  it('is an OpenAPI 3.1 document titled after the brand, versioned like the project', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Lotus Palace platform contract');
    expect(document.info.version).toBe(packageJson.version);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('has one operation per call, each call exactly once', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(ids.toSorted()).toEqual(CALL_IDS.toSorted());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts every call at the brand prefix of its group, with its method', () => {
    for (const { path, method, operation } of operations(document)) {
      const meta = CALLS[operation.operationId];
      expect(path, operation.operationId).toBe(`${lotus.api.prefixes[meta.group]}${meta.path}`);
      expect(method, operation.operationId).toBe(meta.method.toLowerCase());
    }
    expect(document.paths['/wps/member/login']?.post?.operationId).toBe('login');
    expect(document.paths['/lgw/favourites']).toMatchObject({
      get: { operationId: 'favouriteList' },
      post: { operationId: 'addFavourite' },
      delete: { operationId: 'removeFavourite' },
    });
  });

  it('follows a brand with other prefixes and a platform origin', () => {
    const other = buildOpenApi({ ...lotus, api: { ...lotus.api, baseUrl: 'https://api.example.com', prefixes: { wps: '/account/v2', lgw: '' } } });
    expect(other.servers).toEqual([{ url: 'https://api.example.com' }]);
    expect(other.paths['/account/v2/member/login']?.post?.operationId).toBe('login');
    expect(other.paths['/games']?.get?.operationId).toBe('gameList');
    const paths = Object.keys(other.paths);
    expect(paths.filter((path) => path in document.paths)).toEqual([]);
    expect(operations(other)).toHaveLength(CALL_IDS.length);
  });

  it('resolves every $ref inside the document', () => {
    const all = refs(document);
    expect(all.length).toBeGreaterThan(CALL_IDS.length); // at least the Failure of every 200
    for (const pointer of new Set(all)) expect(resolve(document, pointer), pointer).toBeDefined();
  });

  it('survives a JSON round trip unchanged (nothing undefined, no functions, no cycles)', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('asks for the bearer token where the call needs a session, optionally for announcements', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const id of CALL_IDS) {
      const { security, responses } = operation(document, id);
      const auth = CALLS[id].auth;
      if (auth === true) expect(security, id).toEqual([{ bearer: [] }]);
      else if (auth === 'optional') expect(security, id).toEqual([{}, { bearer: [] }]);
      else expect(security, id).toBeUndefined();
      expect('401' in responses, id).toBe(auth === true);
    }
  });

  it('documents the wire body of encrypted calls and keeps the plain one in x-plain-body', () => {
    const login = operation(document, 'login');
    expect(login.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/EncryptedBody' });
    expect(login.parameters).toContainEqual(
      expect.objectContaining({ name: ENCRYPTION_HEADER, in: 'header', required: true, schema: { type: 'string', const: ENCRYPTION_SCHEME } }),
    );
    expect(login['x-plain-body']).toMatchObject({ type: 'object', required: ['type', 'username', 'password'], additionalProperties: false });
    expect(document.components.schemas.EncryptedBody).toMatchObject({
      required: ['iv', 'data'],
      properties: { iv: { type: 'string' }, data: { type: 'string' } },
    });
    for (const id of CALL_IDS) expect('x-plain-body' in operation(document, id), id).toBe(CALLS[id].encrypted);
  });

  it('turns query fields into parameters with their required flag and type', () => {
    const parameters = operation(document, 'gameList').parameters ?? [];
    expect(parameters).toContainEqual({ name: 'pageNo', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 10_000 } });
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'gameName', in: 'query', required: false }));
    expect(operation(document, 'gameList').requestBody).toBeUndefined();
  });

  it('sends form calls form-urlencoded and JSON calls as JSON', () => {
    expect(Object.keys(operation(document, 'forgotPasswordEmail').requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(operation(document, 'addFavourite').requestBody?.content['application/json']?.schema).toMatchObject({ required: ['nodeId', 'vendor'] });
  });

  it('answers the envelope, 400 request.invalid everywhere and 413 where there is a body', () => {
    const reward = operation(document, 'requestReward');
    expect(reward.responses['413']).toEqual({ $ref: '#/components/responses/TooLarge' });
    expect(reward['x-module-id']).toBeUndefined();
    const ok = reward.responses['200'] as unknown as { content: { 'application/json': { schema: { oneOf: unknown[] } } } };
    const [success, failure] = ok.content['application/json'].schema.oneOf;
    expect(success).toMatchObject({ properties: { success: { const: true }, value: { required: ['promotionId', 'status'] } } });
    expect(failure).toEqual({ $ref: '#/components/schemas/Failure' });
    expect(document.components.responses.RequestInvalid?.content['application/json']?.schema).toMatchObject({
      allOf: [{}, { properties: { code: { const: 'request.invalid' } } }],
    });
    for (const id of CALL_IDS) expect(operation(document, id).responses['400'], id).toEqual({ $ref: '#/components/responses/RequestInvalid' });
  });

  it('lists the error codes the site knows and the module ids', () => {
    expect(document.components.schemas.ErrorCode).toMatchObject({ type: 'string', enum: [...ERROR_CODES] });
    expect(operation(document, 'testPlay')['x-module-id']).toBe('FREEPLAY3');
    expect(operation(document, 'register')['x-module-id']).toBe('REGISTER3');
  });
});
