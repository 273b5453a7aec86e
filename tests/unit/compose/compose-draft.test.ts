import { describe, expect, it } from 'vitest';
import { initialDraft, restorePersisted } from '../../../src/machines/compose-draft';
import { withMentions } from '../../../src/machines/compose-reply';
import type { PersistedDraft } from '../../../src/machines/compose-types';
import type { PersistedUpload } from '../../../src/machines/upload-types';
import { attachmentFor, counterKeys, DEFAULTS, file, KMYBLUE, LIMITS, startCompose } from './compose-test-kit';

const saved = (media: PersistedUpload[], draft = {}): PersistedDraft => ({
  version: 1,
  accountId: 'acc-1',
  savedAt: 1,
  draft: { ...initialDraft(DEFAULTS, 'saved-key'), text: 'kept', ...draft },
  media,
});
const upload = (key: string, phase: PersistedUpload['phase'], withAttachment: boolean): PersistedUpload => ({
  key,
  phase,
  attachment: withAttachment ? attachmentFor(`m-${key}`) : null,
  description: `alt ${key}`,
  focus: null,
  fileName: `${key}.png`,
  fileType: 'image/png',
});
const options = { accountId: 'acc-1', defaults: DEFAULTS, limits: LIMITS, newKey: counterKeys('new') };

describe('restoring a saved draft', () => {
  it('a saved draft is read back field by field', () => {
    const raw = JSON.parse(
      JSON.stringify(
        saved([upload('u1', 'attached', true)], {
          privacy: 'private',
          poll: { options: ['a', ''], expires_in: 3600, multiple: false },
        }),
      ),
    );
    const restored = restorePersisted(raw, options);
    expect(restored?.draft).toMatchObject({
      text: 'kept',
      privacy: 'private',
      idempotencyKey: 'saved-key',
      poll: { options: ['a', ''], expires_in: 3600, multiple: false },
    });
    expect(restored?.media).toEqual([upload('u1', 'attached', true)]);
  });

  it('another account, another version or no draft is not restored', () => {
    const raw = JSON.parse(JSON.stringify(saved([])));
    expect(restorePersisted({ ...raw, accountId: 'acc-2' }, options)).toBeNull();
    expect(restorePersisted({ ...raw, version: 2 }, options)).toBeNull();
    expect(restorePersisted({ ...raw, draft: 'nope' }, options)).toBeNull();
    expect(restorePersisted(null, options)).toBeNull();
  });

  it('wrong fields fall back, unusable attachments are dropped', () => {
    const restored = restorePersisted(
      {
        version: 1,
        accountId: 'acc-1',
        savedAt: 'x',
        draft: {
          text: 5,
          privacy: 'banned',
          searchability: 'everyone',
          quote_policy: 'all',
          circle_id: 'c',
          idempotencyKey: '',
          poll: { options: 'x', expires_in: 'soon' },
          reference_ids: ['1', 1, null, '1'],
          id: 42,
        },
        media: [
          { key: 'u1', phase: 'attached', attachment: null },
          { key: '', phase: 'attached' },
          { key: 'u3', phase: 'sent' },
          'junk',
        ],
      },
      options,
    );
    expect(restored?.draft).toMatchObject({
      text: '5',
      privacy: 'public',
      searchability: 'private',
      quote_policy: 'public',
      circle_id: null,
      idempotencyKey: 'new-1',
      poll: { options: ['', ''], expires_in: 86400, multiple: false },
      reference_ids: ['1'],
      id: '42',
    });
    // attached without its attachment can only be sent again: failed
    expect(restored?.media.map((m) => [m.key, m.phase])).toEqual([['u1', 'failed']]);
  });

  it('restored uploads become upload actors: on the server, from the saved file, or failed', () => {
    const c = startCompose({
      features: KMYBLUE,
      restored: saved([
        upload('u1', 'attached', true),
        upload('u2', 'processing', true),
        upload('u3', 'uploading', false),
        upload('u4', 'failed', false),
      ]),
      restoredFiles: { u3: file('u3.png') },
    });
    const { context } = c.actor.getSnapshot();
    expect(context.draft).toMatchObject({ text: 'kept', idempotencyKey: 'saved-key' });
    expect(context.media.map((m) => [m.key, m.phase])).toEqual([
      ['u1', 'attached'],
      ['u2', 'processing'],
      ['u3', 'uploading'],
      ['u4', 'failed'],
    ]);
    expect(context.media[0]?.ref.getSnapshot().context).toMatchObject({
      description: 'alt u1',
      attachment: { id: 'm-u1' },
    });
    expect(context.media[2]?.ref.getSnapshot().context.file?.name).toBe('u3.png');
    // posting waits for the processing and uploading ones, and shows the failed one
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('editing');
    expect(context.error).toBeNull();
    expect(c.actor.getSnapshot().context.error).not.toBeNull();
  });

  it('a restored privacy the server does not take falls back', () => {
    const c = startCompose({ restored: saved([], { privacy: 'login' }) });
    expect(c.draft().privacy).toBe('public');
  });
});

describe('mentions', () => {
  it('each acct once, case-insensitively, never the user, before the text', () => {
    expect(withMentions('', ['a', 'b'])).toBe('@a @b ');
    expect(withMentions('@A hello', ['a', 'b'])).toBe('@b @A hello');
    expect(withMentions('x', ['Me', 'b'], 'me')).toBe('@b x');
    expect(withMentions('x', [], 'me')).toBe('x');
  });
});
