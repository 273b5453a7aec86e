/**
 * Validates requests the client sends and answers the server gives against the merged contract (oracle + overlay).
 * Schemas are compiled lazily per operation and cached. JSON is checked as sent; query strings and form bodies are
 * folded Rack-style and their string values coerced to the declared types, as the server reads them.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { type ContractOperation, type MergedContract, buildContract, normalizeKey } from './contract';
import { type FormValue, foldEntries, formDataEntries } from './form-params';
import { isLanguageCode, scopesFormat } from './overlay/formats';
import type { JsonSchema } from './overlay/types';

export interface Violation {
  method: string;
  /** path without query */
  path: string;
  where: 'request' | 'response';
  /** the contract operation, `METHOD /template`, when one matched */
  operation?: string;
  status?: number;
  messages: string[];
}

type HeadersLike = Headers | Record<string, string>;

export interface RequestSample {
  method: string;
  url: string;
  headers?: HeadersLike;
  /** JSON text, an already parsed JSON value, URLSearchParams or FormData */
  body?: unknown;
}

export interface ResponseSample {
  status: number;
  headers?: HeadersLike;
  /** JSON text or an already parsed value */
  body?: unknown;
}

export interface OperationMatch {
  key: string;
  method: string;
  template: string;
  source: 'oracle' | 'overlay';
}

export interface ContractValidator {
  describes(method: string, pathTemplate: string): boolean;
  matchOperation(method: string, path: string): OperationMatch | undefined;
  /** requests the contract does not cover: sandbox control, static media files, the OAuth HTML page */
  isIgnored(method: string, path: string): boolean;
  validateRequest(request: RequestSample): Violation[];
  validateResponse(request: Pick<RequestSample, 'method' | 'url'>, response: ResponseSample): Violation[];
  /** how many request and response checks ran against a described operation */
  readonly checks: number;
  readonly contract: MergedContract;
}

const DOC_ID = 'https://contract.tsubame.invalid/components.json';
const STATIC_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|mov|mp3|ogg|oga|wav|m4a|css|js|map|woff2?)$/i;

function absoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absoluteRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOC_ID}${value}` : absoluteRefs(value),
    ]),
  );
}

function makeAjv(contract: MergedContract, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    validateSchema: false,
  });
  addFormats(ajv);
  const scopes = ((contract.schemas.OAuthScope as { enum?: string[] } | undefined)?.enum ?? []) as string[];
  ajv.addFormat('iso-639-1', { type: 'string', validate: isLanguageCode });
  ajv.addFormat('scopes', { type: 'string', validate: scopesFormat(scopes) });
  ajv.addSchema({ $id: DOC_ID, components: { schemas: contract.schemas } });
  return ajv;
}

function headerValue(headers: HeadersLike | undefined, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found ? found[1] : null;
}

function describeErrors(errors: ErrorObject[] | null | undefined, prefix: string): string[] {
  const lines = (errors ?? []).map((error) => {
    const params = error.params as Record<string, unknown>;
    let detail = '';
    if (error.keyword === 'additionalProperties') detail = `: ${String(params.additionalProperty)}`;
    if (error.keyword === 'unevaluatedProperties') detail = `: ${String(params.unevaluatedProperty)}`;
    if (error.keyword === 'enum') detail = `: ${(params.allowedValues as unknown[]).join(', ')}`;
    return `${prefix}${error.instancePath} ${error.message ?? error.keyword}${detail}`;
  });
  return [...new Set(lines)];
}

const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** The server reads a JSON null parameter as an absent one (Rails params), so nulls in objects are dropped. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, withoutNulls(child)]),
  );
}

const isArraySchema = (schema: JsonSchema): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));

/** Reads a request body into a value plus the encoding it arrived in. */
function parseBody(body: unknown, contentType: string): { value: unknown; encoding: string } | { error: string } {
  if (body instanceof FormData) return { value: foldEntries(formDataEntries(body)).value, encoding: 'multipart' };
  if (body instanceof URLSearchParams) return { value: foldEntries(body.entries()).value, encoding: 'form' };
  if (typeof body !== 'string') return { value: body, encoding: 'json' };
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { value: foldEntries(new URLSearchParams(body).entries()).value, encoding: 'form' };
  }
  if (contentType.includes('multipart/form-data')) return { error: 'multipart body given as text; pass FormData' };
  try {
    return { value: JSON.parse(body) as unknown, encoding: 'json' };
  } catch {
    return { error: `body is not JSON (content-type "${contentType}")` };
  }
}

export function createContractValidator(contract: MergedContract = buildContract()): ContractValidator {
  let strictAjv: Ajv2020 | undefined;
  let coercingAjv: Ajv2020 | undefined;
  const compiled = new Map<string, ValidateFunction>();
  const described = new Set(contract.operations.map((operation) => normalizeKey(operation.key)));
  let checks = 0;

  function validatorFor(cacheKey: string, schema: JsonSchema, coerce: boolean): ValidateFunction {
    const key = `${coerce ? 'coerce' : 'strict'} ${cacheKey}`;
    let validate = compiled.get(key);
    if (!validate) {
      const ajv = coerce ? (coercingAjv ??= makeAjv(contract, true)) : (strictAjv ??= makeAjv(contract, false));
      validate = ajv.compile(absoluteRefs(schema) as JsonSchema);
      compiled.set(key, validate);
    }
    return validate;
  }

  function matchOperation(method: string, path: string): ContractOperation | undefined {
    const upper = method.toUpperCase();
    const candidates = contract.operations.filter(
      (operation) => operation.method === upper && operation.pattern.test(path),
    );
    return candidates.sort((a, b) => a.placeholders - b.placeholders)[0];
  }

  function isIgnored(method: string, path: string): boolean {
    return (
      path.startsWith('/_sandbox/') ||
      path.startsWith('/system/') ||
      path === '/oauth/authorize' ||
      STATIC_FILE.test(path)
    );
  }

  function checkQuery(operation: ContractOperation, url: URL): string[] {
    const folded = foldEntries(url.searchParams.entries() as Iterable<[string, FormValue]>);
    const messages: string[] = [];
    for (const name of folded.repeated) {
      const parameter = operation.query[name];
      if (parameter && isArraySchema(parameter.schema)) {
        messages.push(`query ${name} repeated without []: the server keeps only the last value; send ${name}[]`);
      }
    }
    for (const name of folded.bracketed) {
      const parameter = operation.query[name];
      if (parameter && !isArraySchema(parameter.schema) && parameter.schema.type !== 'object') {
        messages.push(`query ${name}[] sent as a list, but ${name} is a single value`);
      }
    }
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, parameter] of Object.entries(operation.query)) {
      properties[name] = parameter.schema;
      if (parameter.required) required.push(name);
      const value = folded.value[name];
      if (parameter.schema.type === 'boolean' && (value === '1' || value === '0')) {
        folded.value[name] = value === '1' ? 'true' : 'false';
      }
    }
    const schema = { type: 'object', properties, required, additionalProperties: false };
    const validate = validatorFor(`${operation.key} query`, schema, true);
    if (!validate(folded.value)) messages.push(...describeErrors(validate.errors, 'query'));
    return messages;
  }

  function checkHeaders(operation: ContractOperation, headers: HeadersLike | undefined): string[] {
    const messages: string[] = [];
    for (const [name, parameter] of Object.entries(operation.headers)) {
      const value = headerValue(headers, name);
      if (value === null) {
        if (parameter.required) messages.push(`header ${name} is required`);
        continue;
      }
      const validate = validatorFor(`${operation.key} header ${name}`, parameter.schema, false);
      if (!validate(value)) messages.push(...describeErrors(validate.errors, `header ${name}`));
    }
    return messages;
  }

  function checkBody(operation: ContractOperation, request: RequestSample): string[] {
    const contentType = (headerValue(request.headers, 'content-type') ?? '').toLowerCase();
    const raw = request.body;
    const absent =
      raw === undefined || raw === null || raw === '' || (raw instanceof FormData && [...raw.keys()].length === 0);
    if (absent) return operation.body?.required ? ['request body is required'] : [];
    const parsed = parseBody(raw, contentType);
    if ('error' in parsed) return [parsed.error];
    if (!operation.body) {
      return isEmptyValue(parsed.value) ? [] : [`operation takes no request body; got ${JSON.stringify(parsed.value)}`];
    }
    const messages: string[] = [];
    if (!operation.body.encodings.includes(parsed.encoding as never)) {
      messages.push(`body sent as ${parsed.encoding}; the operation accepts ${operation.body.encodings.join(', ')}`);
    }
    const coerce = parsed.encoding !== 'json';
    const schema = { allOf: [operation.body.schema], unevaluatedProperties: false };
    const validate = validatorFor(`${operation.key} body`, schema, coerce);
    if (!validate(coerce ? parsed.value : withoutNulls(parsed.value))) {
      messages.push(...describeErrors(validate.errors, 'body'));
    }
    return messages;
  }

  function validateRequest(request: RequestSample): Violation[] {
    const url = new URL(request.url, 'http://contract.invalid');
    const method = request.method.toUpperCase();
    if (isIgnored(method, url.pathname)) return [];
    const operation = matchOperation(method, url.pathname);
    const base = { method, path: url.pathname, where: 'request' as const };
    if (!operation)
      return [{ ...base, messages: ['undocumented operation: the merged contract does not describe it'] }];
    checks += 1;
    const messages = [
      ...checkQuery(operation, url),
      ...checkHeaders(operation, request.headers),
      ...checkBody(operation, request),
    ];
    return messages.length ? [{ ...base, operation: operation.key, messages }] : [];
  }

  function validateResponse(request: Pick<RequestSample, 'method' | 'url'>, response: ResponseSample): Violation[] {
    const url = new URL(request.url, 'http://contract.invalid');
    const method = request.method.toUpperCase();
    if (isIgnored(method, url.pathname)) return [];
    const operation = matchOperation(method, url.pathname);
    if (!operation) return [];
    checks += 1;
    const status = String(response.status);
    const messages: string[] = [];
    let schema: JsonSchema | null | undefined = operation.responses[status];
    if (schema === undefined) {
      if (response.status >= 400) schema = { $ref: '#/components/schemas/Error' };
      else
        messages.push(
          `status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`,
        );
    }
    const link = headerValue(response.headers, 'link');
    if (link && !/^<[^>]+>;\s*rel="(next|prev)"(,\s*<[^>]+>;\s*rel="(next|prev)")*$/.test(link)) {
      messages.push(`Link header is not RFC 8288 next/prev links: ${link}`);
    }
    if (response.status === 429) {
      const reset = headerValue(response.headers, 'x-ratelimit-reset');
      if (!reset || Number.isNaN(Date.parse(reset))) messages.push('429 without an ISO time in X-RateLimit-Reset');
    }
    const type = headerValue(response.headers, 'content-type');
    if (schema && type && !/json/i.test(type)) messages.push(`answer content-type is ${type}, not JSON`);
    if (schema) {
      let body = response.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body) as unknown;
        } catch {
          messages.push('answer body is not JSON');
          body = undefined;
        }
      }
      if (body !== undefined) {
        const validate = validatorFor(`${operation.key} response ${status}`, schema, false);
        if (!validate(body)) messages.push(...describeErrors(validate.errors, 'answer'));
      }
    }
    return messages.length
      ? [{ method, path: url.pathname, where: 'response', operation: operation.key, status: response.status, messages }]
      : [];
  }

  return {
    describes: (method, pathTemplate) => described.has(normalizeKey(`${method.toUpperCase()} ${pathTemplate}`)),
    matchOperation(method, path) {
      const operation = matchOperation(method, path);
      return operation
        ? { key: operation.key, method: operation.method, template: operation.template, source: operation.source }
        : undefined;
    },
    isIgnored,
    validateRequest,
    validateResponse,
    get checks() {
      return checks;
    },
    contract,
  };
}

/** One line per violation, for failure messages and reports. */
export function formatViolation(violation: Violation): string {
  const status = violation.status ? ` -> ${violation.status}` : '';
  return `${violation.where} ${violation.method} ${violation.path}${status}: ${violation.messages.join('; ')}`;
}
