/**
 * kmyblue antennas and their sub-resources (server-api-facts.md "kmyblue: antennas").
 */
import {
  type JsonSchema,
  type OperationInput,
  type OverlayConcern,
  arrayOf,
  bool,
  closedObject,
  emptyAnswer,
  errorResponses,
  nullable,
  pagingQuery,
  ref,
  str,
} from './types';

const antenna = ref('Antenna');
const settings = {
  title: { type: 'string', minLength: 1 },
  list_id: nullable(str),
  insert_feeds: bool,
  stl: bool,
  ltl: bool,
  with_media_only: bool,
  ignore_reblog: bool,
  favourite: bool,
};

const body = (schema: JsonSchema) => ({ schema, required: true });
const listBody = (name: string) => body(closedObject({ [name]: arrayOf(str) }, [name]));

/**
 * GET (when `paged` or a pair), POST and DELETE for one sub-resource. An exclude_* sub-resource takes the body key of
 * its include side (kmyblue's controllers permit domains[], tags[], keywords[], account_ids[] on both).
 */
function subResource(path: string, field: string, get?: JsonSchema): Record<string, OperationInput> {
  const out: Record<string, OperationInput> = {
    [`POST /api/v1/antennas/{id}/${path}`]: {
      body: listBody(field),
      responses: { 200: emptyAnswer, ...errorResponses(401, 404, 422) },
    },
    [`DELETE /api/v1/antennas/{id}/${path}`]: {
      body: listBody(field),
      responses: { 200: emptyAnswer, ...errorResponses(401, 404) },
    },
  };
  if (get) {
    const paged = (get as { type?: string }).type === 'array';
    out[`GET /api/v1/antennas/{id}/${path}`] = {
      ...(paged ? { query: pagingQuery } : {}),
      responses: { 200: get, ...errorResponses(401, 404) },
    };
  }
  return out;
}

const pair = (name: string) => ref(`Antenna${name}`);

const operations: Record<string, OperationInput> = {
  'GET /api/v1/antennas': { responses: { 200: arrayOf(antenna), ...errorResponses(401) } },
  'POST /api/v1/antennas': {
    body: body(closedObject(settings, ['title'])),
    responses: { 200: antenna, ...errorResponses(401, 422) },
  },
  'GET /api/v1/antennas/{id}': { responses: { 200: antenna, ...errorResponses(401, 404) } },
  'PUT /api/v1/antennas/{id}': {
    body: body(closedObject(settings)),
    responses: { 200: antenna, ...errorResponses(401, 404, 422) },
  },
  'DELETE /api/v1/antennas/{id}': { responses: { 200: emptyAnswer, ...errorResponses(401, 404) } },
  ...subResource('accounts', 'account_ids', arrayOf(ref('Account'))),
  ...subResource('exclude_accounts', 'account_ids', arrayOf(ref('Account'))),
  ...subResource('domains', 'domains', pair('Domains')),
  ...subResource('exclude_domains', 'domains'),
  ...subResource('tags', 'tags', pair('Tags')),
  ...subResource('exclude_tags', 'tags'),
  ...subResource('keywords', 'keywords', pair('Keywords')),
  ...subResource('exclude_keywords', 'keywords'),
  'GET /api/v1/timelines/antenna/{id}': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('Status')), ...errorResponses(401, 404) },
  },
  'GET /api/v1/accounts/{id}/antennas': { responses: { 200: arrayOf(antenna), ...errorResponses(401, 404) } },
  'GET /api/v1/accounts/{id}/exclude_antennas': {
    responses: { 200: arrayOf(antenna), ...errorResponses(401, 404) },
  },
};

const count = { type: 'integer', minimum: 0 };
const stringPair = (a: string, b: string) => closedObject({ [a]: arrayOf(str), [b]: arrayOf(str) }, [a, b]);

export const antennas: OverlayConcern = {
  concern: 'kmyblue antennas, their accounts, domains, tags and keywords, the antenna timeline',
  schemas: {
    Antenna: closedObject(
      {
        id: str,
        title: str,
        stl: bool,
        ltl: bool,
        insert_feeds: bool,
        with_media_only: bool,
        ignore_reblog: bool,
        favourite: bool,
        accounts_count: count,
        domains_count: count,
        tags_count: count,
        keywords_count: count,
        list: nullable(closedObject({ id: str, title: str }, ['id', 'title'])),
        list_id: nullable(str),
      },
      ['id', 'title', 'stl', 'ltl', 'insert_feeds', 'with_media_only', 'ignore_reblog', 'list'],
    ),
    AntennaDomains: stringPair('domains', 'exclude_domains'),
    AntennaTags: stringPair('tags', 'exclude_tags'),
    AntennaKeywords: stringPair('keywords', 'exclude_keywords'),
  },
  operations,
};
