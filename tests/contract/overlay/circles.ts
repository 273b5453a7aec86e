/**
 * kmyblue circles (server-api-facts.md "kmyblue: circles"): scopes read:lists / write:lists. kmyblue's account
 * search also takes `follower` (only accounts following the reader: its circle editor's search).
 */
import {
  type OperationInput,
  type OverlayConcern,
  arrayOf,
  bool,
  closedObject,
  emptyAnswer,
  errorResponses,
  pagingQuery,
  ref,
  str,
} from './types';

const titleBody = { schema: closedObject({ title: { type: 'string', minLength: 1 } }, ['title']), required: true };
const accountIdsBody = { schema: closedObject({ account_ids: arrayOf(str) }, ['account_ids']), required: true };
const circle = ref('Circle');

const operations: Record<string, OperationInput> = {
  'GET /api/v1/circles': { responses: { 200: arrayOf(circle), ...errorResponses(401) } },
  'POST /api/v1/circles': { body: titleBody, responses: { 200: circle, ...errorResponses(401, 422) } },
  'GET /api/v1/circles/{id}': { responses: { 200: circle, ...errorResponses(401, 404) } },
  'PUT /api/v1/circles/{id}': { body: titleBody, responses: { 200: circle, ...errorResponses(401, 404, 422) } },
  'DELETE /api/v1/circles/{id}': { responses: { 200: emptyAnswer, ...errorResponses(401, 404) } },
  'GET /api/v1/circles/{id}/accounts': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('Account')), ...errorResponses(401, 404) },
  },
  'POST /api/v1/circles/{id}/accounts': {
    body: accountIdsBody,
    responses: { 200: emptyAnswer, ...errorResponses(401, 404, 422) },
  },
  'DELETE /api/v1/circles/{id}/accounts': {
    body: accountIdsBody,
    responses: { 200: emptyAnswer, ...errorResponses(401, 404) },
  },
  'GET /api/v1/circles/{id}/statuses': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('Status')), ...errorResponses(401, 404) },
  },
  'GET /api/v1/accounts/{id}/circles': { responses: { 200: arrayOf(circle), ...errorResponses(401, 404) } },
};

export const circles: OverlayConcern = {
  concern: 'kmyblue circles and their accounts and statuses',
  schemas: { Circle: closedObject({ id: str, title: str }, ['id', 'title']) },
  operations,
  patch: {
    'GET /api/v1/accounts/search': { query: { follower: { schema: bool } } },
  },
};
