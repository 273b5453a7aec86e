/**
 * One attempt at an outbox entry, without a server: a new post is POSTed with its attachments; an edit is PUT to
 * its post with each attachment's description and focus point, but only after the server says the post is still
 * the version the edit began on. A look that reaches no server fails like the post itself would (the outbox waits
 * for the server); a post changed since, or gone, is not sent (EditNotCurrentError, which the outbox keeps).
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import type { ApiMediaAttachment, ApiStatus } from '../../../src/domain/entities/api-types';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import { EditNotCurrentError, attemptFailure } from '../../../src/machines/outbox-rules';
import type { PersistedUpload } from '../../../src/machines/upload-types';
import { entryOf, sendEntry, sendInputOf } from '../../../src/services/compose/outbox';

const attached = (id: string, description: string, focus: PersistedUpload['focus']): PersistedUpload => ({
  key: `k-${id}`,
  phase: 'attached',
  attachment: { id } as ApiMediaAttachment,
  description,
  focus,
  fileName: null,
  fileType: null,
});
const media = [attached('m1', 'a cat', { x: 0.5, y: -0.25 }), attached('m2', 'a dog', null)];
const newPost = entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, 'n'), text: 'new' }, media }, '1', 5);
const base = { id: '42', editedAt: '2026-11-30T10:00:00.000Z' };
const anEdit = entryOf(
  { draft: { ...initialDraft(SPEC_DEFAULTS, 'e'), id: '42', text: 'better' }, media },
  '1',
  5,
  base,
);

function fakeApi(current: () => Promise<Partial<ApiStatus>>) {
  const sent = { id: '42' } as ApiStatus;
  return {
    statuses: {
      get: vi.fn(async () => (await current()) as ApiStatus),
      create: vi.fn(async () => sent),
      edit: vi.fn(async () => sent),
    },
  };
}

describe('an attempt at an outbox entry', () => {
  it('sends a new post with its attachments, and an edit with their descriptions and focus points too', () => {
    expect(sendInputOf(newPost)).toMatchObject({ mediaIds: ['m1', 'm2'], mediaAttributes: [] });
    expect(sendInputOf(anEdit).mediaAttributes).toEqual([
      { id: 'm1', description: 'a cat', focus: '0.5,-0.25' },
      { id: 'm2', description: 'a dog', focus: null },
    ]);
  });

  it('POSTs a new post without looking first, with its own key', async () => {
    const api = fakeApi(() => Promise.reject(new Error('not asked')));
    await sendEntry(api as never, newPost);
    expect(api.statuses.get).not.toHaveBeenCalled();
    expect(api.statuses.create).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ idempotencyKey: 'n' }),
    );
  });

  it('PUTs an edit to its post when the post is the version the edit began on', async () => {
    const api = fakeApi(async () => ({ id: '42', edited_at: '2026-11-30T10:00:00Z' }));
    await sendEntry(api as never, anEdit);
    expect(api.statuses.edit).toHaveBeenCalledWith(
      '42',
      expect.objectContaining({ status: 'better', media_ids: ['m1', 'm2'] }),
      expect.objectContaining({ idempotencyKey: 'e' }),
    );
  });

  it('does not send an edit over a newer version, nor to a post gone', async () => {
    const newer = fakeApi(async () => ({ id: '42', edited_at: '2026-12-01T08:00:00Z' }));
    await expect(sendEntry(newer as never, anEdit)).rejects.toEqual(new EditNotCurrentError('stale'));
    const gone = fakeApi(() => Promise.reject(new ApiError({ kind: 'response', status: 404, message: '404' })));
    await expect(sendEntry(gone as never, anEdit)).rejects.toEqual(new EditNotCurrentError('gone'));
    expect(newer.statuses.edit).not.toHaveBeenCalled();
    expect(gone.statuses.edit).not.toHaveBeenCalled();
  });

  it('fails like the post would when the look reaches no server: the outbox waits for it', async () => {
    const unreachable = fakeApi(() => Promise.reject(new ApiError({ kind: 'network', message: 'Failed to fetch' })));
    const failure = await sendEntry(unreachable as never, anEdit).catch((error: unknown) => error);
    expect(attemptFailure(failure)).toBe('unreachable');
    expect(unreachable.statuses.edit).not.toHaveBeenCalled();
  });
});
