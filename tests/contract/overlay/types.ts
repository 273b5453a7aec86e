/**
 * Shapes of the project's contract overlay: what each concern file may add to or change in the oracle.
 * Schemas use `#/components/schemas/Name` references, exactly as inside the oracle.
 */
import type { OpenApiDocument } from '../oracle';

export type JsonSchema = Record<string, unknown>;

/** How a request body may be encoded. `form` is application/x-www-form-urlencoded. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export interface ParameterContract {
  schema: JsonSchema;
  required?: boolean;
}

export interface BodyContract {
  schema: JsonSchema;
  required: boolean;
  /** accepted encodings */
  encodings: BodyEncoding[];
}

/** One operation of the merged contract, in the validator's own normalized form. */
export interface OperationContract {
  /** 'oracle' when the oracle describes it (possibly patched), 'overlay' when the project describes it. */
  source: 'oracle' | 'overlay';
  /** query parameters by name, without any `[]` suffix */
  query: Record<string, ParameterContract>;
  /** header parameters by lower-case name */
  headers: Record<string, ParameterContract>;
  body?: BodyContract;
  /** response body schema by status code; null means documented without a body schema */
  responses: Record<string, JsonSchema | null>;
}

/** An operation as a concern file writes it: everything but `responses` is optional. */
export interface OperationInput {
  query?: Record<string, ParameterContract>;
  headers?: Record<string, ParameterContract>;
  body?: { schema: JsonSchema; required?: boolean; encodings?: BodyEncoding[] };
  responses: Record<string, JsonSchema | null>;
}

/** Changes to an operation that already exists (from the oracle or an earlier concern). */
export interface OperationPatch {
  query?: Record<string, ParameterContract>;
  headers?: Record<string, ParameterContract>;
  /** replaces the whole body contract */
  body?: { schema: JsonSchema; required?: boolean; encodings?: BodyEncoding[] };
  /** adds properties to the existing object body schema (or to its first allOf member with properties) */
  bodyProperties?: Record<string, JsonSchema>;
  /** extra encodings accepted for the existing body */
  encodings?: BodyEncoding[];
  responses?: Record<string, JsonSchema | null>;
}

export interface SchemaExtension {
  properties?: Record<string, JsonSchema>;
  /** replaces the required list when given */
  required?: string[];
}

/** One concern of the overlay. Keys of `operations` and `patch` are `METHOD /path/{param}`. */
export interface OverlayConcern {
  concern: string;
  /** numbers of the PROVENANCE.md defects this concern patches */
  defects?: number[];
  /** structural fixes applied to a private clone of the oracle before anything else */
  transform?: (doc: OpenApiDocument) => void;
  /** new component schemas (or replacements) */
  schemas?: Record<string, JsonSchema>;
  /** properties added to existing component schemas */
  extend?: Record<string, SchemaExtension>;
  /** values appended to enum component schemas */
  enums?: Record<string, string[]>;
  /** component schemas this concern owns: closed with additionalProperties false (defect 9) */
  closed?: string[];
  /** operations the oracle lacks */
  operations?: Record<string, OperationInput>;
  /** changes to described operations */
  patch?: Record<string, OperationPatch>;
}

// ---- small schema builders used by the concern files ----

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
export const uri: JsonSchema = { type: 'string', format: 'uri' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const oneOfValues = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });

/** An object schema; `required` defaults to none. Closing is decided by the `closed` list or `closedObject`. */
export const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

/** An object that admits no other properties (request bodies and small kmyblue entities). */
export const closedObject = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  ...object(properties, required),
  additionalProperties: false,
});

/** The usual paging query parameters. */
export const pagingQuery: Record<string, ParameterContract> = {
  limit: { schema: { type: 'integer', minimum: 0 } },
  max_id: { schema: str },
  since_id: { schema: str },
  min_id: { schema: str },
};

/** Error answers every kmyblue operation may give. */
export const errorResponses = (...codes: number[]): Record<string, JsonSchema> =>
  Object.fromEntries(codes.map((code) => [String(code), ref('Error')]));

/** `{}`: the empty answer. */
export const emptyAnswer: JsonSchema = ref('EmptyObject');
