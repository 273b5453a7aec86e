/**
 * Loads the external OpenAPI oracle (the Mastodon client API description) in place.
 * The file is never copied into the project: tests read it from the shared oracle folder,
 * or from the path in the MASTODON_OPENAPI environment variable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ORACLE_ENV = 'MASTODON_OPENAPI';

/** The parts of an OpenAPI 3.1 document the contract reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Record<string, unknown>>; [key: string]: unknown };
  [key: string]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }>; [key: string]: unknown }>;
  [key: string]: unknown;
}

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the oracle is read from: $MASTODON_OPENAPI, else ../shared/oracles/mastodon-openapi/schema.json from the repository root. */
export function oraclePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[ORACLE_ENV];
  if (fromEnv && fromEnv.trim() !== '') return resolve(fromEnv);
  return resolve(repositoryRoot, '..', 'shared', 'oracles', 'mastodon-openapi', 'schema.json');
}

let cached: { path: string; doc: OpenApiDocument } | undefined;

/** Reads and parses the oracle. The result is shared: callers must clone before changing it. */
export function loadOracle(path: string = oraclePath()): OpenApiDocument {
  if (cached && cached.path === path) return cached.doc;
  if (!existsSync(path)) {
    throw new Error(
      `OpenAPI oracle not found at ${path}. Set the environment variable ${ORACLE_ENV} to the path of the ` +
        'Mastodon OpenAPI schema.json (abraham/mastodon-openapi dist/schema.json).',
    );
  }
  const doc = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (typeof doc.openapi !== 'string' || !doc.paths || !doc.components?.schemas) {
    throw new Error(`${path} (from ${ORACLE_ENV} or the default location) is not an OpenAPI document`);
  }
  cached = { path, doc };
  return doc;
}
