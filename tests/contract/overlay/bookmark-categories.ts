/**
 * kmyblue bookmark categories (server-api-facts.md "kmyblue: bookmark categories").
 */
import {
  type OperationInput,
  type OverlayConcern,
  arrayOf,
  closedObject,
  emptyAnswer,
  errorResponses,
  pagingQuery,
  ref,
  str,
} from './types';

const titleBody = { schema: closedObject({ title: { type: 'string', minLength: 1 } }, ['title']), required: true };
const statusIdsBody = { schema: closedObject({ status_ids: arrayOf(str) }, ['status_ids']), required: true };
const category = ref('BookmarkCategory');

const operations: Record<string, OperationInput> = {
  'GET /api/v1/bookmark_categories': { responses: { 200: arrayOf(category), ...errorResponses(401) } },
  'POST /api/v1/bookmark_categories': { body: titleBody, responses: { 200: category, ...errorResponses(401, 422) } },
  'GET /api/v1/bookmark_categories/{id}': { responses: { 200: category, ...errorResponses(401, 404) } },
  'PUT /api/v1/bookmark_categories/{id}': {
    body: titleBody,
    responses: { 200: category, ...errorResponses(401, 404, 422) },
  },
  'DELETE /api/v1/bookmark_categories/{id}': { responses: { 200: emptyAnswer, ...errorResponses(401, 404) } },
  'GET /api/v1/bookmark_categories/{id}/statuses': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('Status')), ...errorResponses(401, 404) },
  },
  'POST /api/v1/bookmark_categories/{id}/statuses': {
    body: statusIdsBody,
    responses: { 200: emptyAnswer, ...errorResponses(401, 404, 422) },
  },
  'DELETE /api/v1/bookmark_categories/{id}/statuses': {
    body: statusIdsBody,
    responses: { 200: emptyAnswer, ...errorResponses(401, 404) },
  },
  'GET /api/v1/statuses/{id}/bookmark_categories': {
    responses: { 200: arrayOf(category), ...errorResponses(401, 404) },
  },
};

export const bookmarkCategories: OverlayConcern = {
  concern: 'kmyblue bookmark categories and their statuses',
  schemas: { BookmarkCategory: closedObject({ id: str, title: str }, ['id', 'title']) },
  operations,
};
