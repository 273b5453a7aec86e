/**
 * Builds the merged contract: a private clone of the oracle with the overlay applied, in the validator's normalized
 * operation form. Nothing here writes the oracle or copies it into the project.
 */
import { type OpenApiDocument, type OpenApiOperation, loadOracle, oraclePath } from './oracle';
import { OVERLAY } from './overlay';
import type {
  BodyEncoding,
  JsonSchema,
  OperationContract,
  OperationInput,
  OperationPatch,
  OverlayConcern,
  ParameterContract,
} from './overlay/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ContractOperation extends OperationContract {
  /** `METHOD /path/{param}` */
  key: string;
  method: HttpMethod;
  template: string;
  pattern: RegExp;
  placeholders: number;
}

export interface MergedContract {
  /** patched component schemas, referenced as `#/components/schemas/Name` */
  schemas: Record<string, JsonSchema>;
  operations: ContractOperation[];
  /** the names closed with additionalProperties false */
  closedSchemas: string[];
  oracleVersion: string;
}

/** `GET /api/v1/tags/{name}` and `GET /api/v1/tags/{id}` are the same operation. */
export const normalizeKey = (key: string): string => key.replace(/\{[^}]+\}/g, '{}');

export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

function splitKey(key: string): { method: HttpMethod; template: string } {
  const [method, template] = key.split(' ') as [string, string | undefined];
  if (!template || !METHODS.includes(method as HttpMethod)) throw new Error(`overlay: bad operation key "${key}"`);
  return { method: method as HttpMethod, template };
}

function makeOperation(key: string, contract: OperationContract): ContractOperation {
  const { method, template } = splitKey(key);
  return {
    ...contract,
    key,
    method,
    template,
    pattern: templatePattern(template),
    placeholders: (template.match(/\{/g) ?? []).length,
  };
}

const ENCODING_OF: Record<string, BodyEncoding[]> = {
  'application/json': ['json', 'form'],
  'application/x-www-form-urlencoded': ['form'],
  'multipart/form-data': ['multipart'],
};

/** Converts one oracle operation to the normalized form. */
function fromOracle(operation: OpenApiOperation): OperationContract {
  const query: Record<string, ParameterContract> = {};
  const headers: Record<string, ParameterContract> = {};
  for (const parameter of operation.parameters ?? []) {
    const entry = { schema: parameter.schema ?? {}, required: parameter.required === true };
    if (parameter.in === 'query') query[parameter.name.replace(/\[\]$/, '')] = entry;
    if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = entry;
  }
  let body: OperationContract['body'];
  if (operation.requestBody) {
    const content = Object.entries(operation.requestBody.content);
    const encodings = [...new Set(content.flatMap(([type]) => ENCODING_OF[type] ?? []))];
    body = { schema: content[0]?.[1].schema ?? {}, required: operation.requestBody.required === true, encodings };
  }
  const responses: Record<string, JsonSchema | null> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = response.content?.['application/json']?.schema ?? null;
  }
  return { source: 'oracle', query, headers, ...(body ? { body } : {}), responses };
}

function fromInput(input: OperationInput): OperationContract {
  return {
    source: 'overlay',
    query: structuredClone(input.query ?? {}),
    headers: structuredClone(input.headers ?? {}),
    ...(input.body
      ? {
          body: {
            schema: structuredClone(input.body.schema),
            required: input.body.required ?? false,
            encodings: input.body.encodings ?? ['json', 'form'],
          },
        }
      : {}),
    responses: structuredClone(input.responses),
  };
}

function applyPatch(operation: ContractOperation, patch: OperationPatch, concern: string): void {
  Object.assign(operation.query, structuredClone(patch.query ?? {}));
  Object.assign(operation.headers, structuredClone(patch.headers ?? {}));
  if (patch.body) {
    operation.body = {
      schema: structuredClone(patch.body.schema),
      required: patch.body.required ?? operation.body?.required ?? false,
      encodings: patch.body.encodings ?? operation.body?.encodings ?? ['json', 'form'],
    };
  }
  if (patch.bodyProperties) {
    const schema = operation.body?.schema as { properties?: Record<string, unknown> } | undefined;
    if (!schema?.properties) throw new Error(`overlay ${concern}: ${operation.key} has no object body to extend`);
    Object.assign(schema.properties, structuredClone(patch.bodyProperties));
  }
  if (patch.encodings && operation.body) {
    operation.body.encodings = [...new Set([...operation.body.encodings, ...patch.encodings])];
  }
  Object.assign(operation.responses, structuredClone(patch.responses ?? {}));
}

function applyComponents(schemas: Record<string, JsonSchema>, concern: OverlayConcern): void {
  for (const [name, schema] of Object.entries(concern.schemas ?? {})) schemas[name] = structuredClone(schema);
  for (const [name, extension] of Object.entries(concern.extend ?? {})) {
    const target = schemas[name] as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (!target) throw new Error(`overlay ${concern.concern}: no component schema ${name} to extend`);
    target.properties = { ...(target.properties ?? {}), ...structuredClone(extension.properties ?? {}) };
    if (extension.required) target.required = [...extension.required];
  }
  for (const [name, values] of Object.entries(concern.enums ?? {})) {
    const target = schemas[name] as { enum?: unknown[] } | undefined;
    if (!target?.enum) throw new Error(`overlay ${concern.concern}: ${name} is not an enum schema`);
    target.enum = [...new Set([...target.enum, ...values])];
  }
}

/** Defect 9: the schemas the overlay owns admit no other properties. */
function close(schemas: Record<string, JsonSchema>, names: string[]): void {
  for (const name of names) {
    const target = schemas[name];
    if (!target || typeof target.properties !== 'object' || 'allOf' in target) {
      throw new Error(`overlay: ${name} is not a flat object schema and cannot be closed`);
    }
    target.additionalProperties = false;
  }
}

export function buildContract(
  path: string = oraclePath(),
  overlay: readonly OverlayConcern[] = OVERLAY,
): MergedContract {
  const doc = structuredClone(loadOracle(path)) as OpenApiDocument;
  for (const concern of overlay) concern.transform?.(doc);

  const schemas = doc.components.schemas as Record<string, JsonSchema>;
  for (const concern of overlay) applyComponents(schemas, concern);
  const closedSchemas = [...new Set(overlay.flatMap((concern) => concern.closed ?? []))];
  close(schemas, closedSchemas);

  const byKey = new Map<string, ContractOperation>();
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const upper = method.toUpperCase() as HttpMethod;
      if (!METHODS.includes(upper)) continue;
      const key = `${upper} ${template}`;
      byKey.set(normalizeKey(key), makeOperation(key, fromOracle(operation)));
    }
  }
  for (const concern of overlay) {
    for (const [key, input] of Object.entries(concern.operations ?? {})) {
      if (byKey.has(normalizeKey(key))) {
        throw new Error(`overlay ${concern.concern}: ${key} is already described; patch it instead`);
      }
      byKey.set(normalizeKey(key), makeOperation(key, fromInput(input)));
    }
  }
  for (const concern of overlay) {
    for (const [key, patch] of Object.entries(concern.patch ?? {})) {
      const operation = byKey.get(normalizeKey(key));
      if (!operation) throw new Error(`overlay ${concern.concern}: ${key} is not described, cannot patch it`);
      applyPatch(operation, patch, concern.concern);
    }
  }
  return { schemas, operations: [...byKey.values()], closedSchemas, oracleVersion: doc.info.version };
}
