/** Raw payload builders and normalised statuses for the attachment view tests. */
import { normaliseStatus, type Status } from '../../../../src/domain/entities';
import type { ApiMediaAttachment, ApiStatus } from '../../../../src/domain/entities/api-types';
import { apiStatus } from '../../entities/fixtures';

export const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

export function apiMedia(id: string, overrides: Partial<ApiMediaAttachment> = {}): ApiMediaAttachment {
  return {
    id,
    type: 'image',
    url: `https://files.example/media/${id}.png`,
    preview_url: `https://files.example/media/${id}_small.png`,
    remote_url: null,
    description: null,
    blurhash: HASH,
    meta: { original: { width: 1600, height: 1200, aspect: 4 / 3 }, small: { width: 400, height: 300, aspect: 4 / 3 } },
    ...overrides,
  };
}

export function statusWith(overrides: Partial<ApiStatus> = {}, id = '10'): Status {
  const status = normaliseStatus(apiStatus(id, overrides), { currentAccountId: null });
  if (status === null) throw new Error('fixture status did not normalise');
  return status;
}

/** A filter result with the blur action (media-only filter). */
export function blurFilterResult(title: string) {
  return {
    filter: {
      id: `f-${title}`,
      title,
      context: ['home'],
      filter_action: 'blur',
      keywords: [],
      statuses: [],
      expires_at: null,
    },
    keyword_matches: ['x'],
    status_matches: [],
  };
}
