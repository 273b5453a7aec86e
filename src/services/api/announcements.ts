/** Server announcements: `announcements.*`. */
import type { CallOptions } from './client';
import type { ApiAnnouncement } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { announcement, anyJson } from './answers/more-shapes';
import { listOf } from './answers/shapes';

export const list = defineCall(
  entry('announcements.list', 'GET', '/api/v1/announcements', listOf('announcement', announcement)),
  (call, options: CallOptions = {}): Promise<ApiAnnouncement[]> => call.answer(options),
);

export const dismiss = defineCall(
  entry('announcements.dismiss', 'POST', '/api/v1/announcements/{id}/dismiss', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);

/** `name`: a native emoji or a custom emoji shortcode; it goes in the path, URI-encoded. */
export const addReaction = defineCall(
  entry('announcements.addReaction', 'PUT', '/api/v1/announcements/{id}/reactions/{name}', anyJson),
  (call, id: string, name: string, options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id, name } }),
);

export const removeReaction = defineCall(
  entry('announcements.removeReaction', 'DELETE', '/api/v1/announcements/{id}/reactions/{name}', anyJson),
  (call, id: string, name: string, options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id, name } }),
);
