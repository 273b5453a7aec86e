/**
 * Structural fixes of the oracle's known defects (PROVENANCE.md 1-4) and of its error bodies.
 */
import type { OpenApiDocument } from '../oracle';
import { type OverlayConcern, str } from './types';

/** Calls `visit` on every object nested in `node` (parents before children). */
function walk(node: unknown, visit: (value: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
  } else if (node && typeof node === 'object') {
    const value = node as Record<string, unknown>;
    visit(value);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/** 1: the Idempotency-Key header parameter is a string, not an object. */
function idempotencyKeyIsString(doc: OpenApiDocument): void {
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key') {
          parameter.schema = { type: 'string', minLength: 1 };
        }
      }
    }
  }
}

/**
 * 2: alternatives are written as oneOf although their branches overlap (text plus poll matches both the text and
 * the poll branch; a quote with only `state` matches Quote and ShallowQuote). Every oneOf is read as anyOf.
 */
function oneOfMeansAnyOf(doc: OpenApiDocument): void {
  walk(doc, (value) => {
    if (Array.isArray(value.oneOf)) {
      value.anyOf = value.oneOf;
      delete value.oneOf;
    }
  });
}

/** 4: embedded examples are not fixtures (24 of 60 fail their own schemas); drop them so nothing can use them. */
function dropExamples(doc: OpenApiDocument): void {
  delete (doc.components as Record<string, unknown>).examples;
  walk(doc, (value) => {
    delete value.example;
    delete value.examples;
  });
}

/**
 * Not in PROVENANCE.md: preview cards send '' for a missing author, provider or embed URL, which the oracle's
 * `format: uri` refuses. Those fields are a URI or the empty string.
 */
function cardUrlsMayBeEmpty(doc: OpenApiDocument): void {
  const uriOrEmpty = { type: 'string', anyOf: [{ format: 'uri' }, { maxLength: 0 }] };
  const fields: Record<string, string[]> = {
    PreviewCard: ['author_url', 'provider_url', 'embed_url'],
    TrendsLink: ['author_url', 'provider_url', 'embed_url'],
    PreviewCardAuthor: ['url'],
  };
  for (const [name, keys] of Object.entries(fields)) {
    const properties = doc.components.schemas[name]?.properties as Record<string, unknown> | undefined;
    for (const key of keys) if (properties?.[key]) properties[key] = { ...uriOrEmpty };
  }
}

export const defectFixes: OverlayConcern = {
  concern: 'oracle defects: header type, overlapping alternatives, notification group id, examples',
  defects: [1, 2, 3, 4],
  transform(doc) {
    idempotencyKeyIsString(doc);
    oneOfMeansAnyOf(doc);
    dropExamples(doc);
    cardUrlsMayBeEmpty(doc);
  },
  extend: {
    // 3: the field table says string; servers send either.
    NotificationGroup: { properties: { most_recent_notification_id: { type: ['string', 'integer'] } } },
    // Error answers: 422 usually carries only `error`; `details` is optional when present.
    Error: { properties: { details: { type: 'object' } } },
    ValidationError: { required: ['error'] },
    // The entity table says string, but the web push serializer sends the database id as a number.
    WebPushSubscription: { properties: { id: { type: ['string', 'integer'] } } },
  },
  schemas: {
    EmptyObject: { type: 'object', maxProperties: 0 },
    /** A file part of a multipart body, as the validator represents it. */
    UploadedFile: {
      type: 'object',
      properties: { filename: str, contentType: str, size: { type: 'integer', minimum: 0 } },
      required: ['filename', 'contentType', 'size'],
      additionalProperties: false,
    },
  },
};
