/**
 * Media under a content warning stay sensitive (the server marks them so whatever is sent): while the warning is
 * on and the draft has media, sensitive is on and cannot be switched off; without the warning it is the reader's.
 */
import { describe, expect, it } from 'vitest';
import { sensitiveLocked, toggleSensitive } from '../../../src/machines/compose-media-rules';
import { attachmentFor, file, startCompose, status } from './compose-test-kit';

describe('the sensitive rule under a content warning', () => {
  it('is locked only with a warning and media', () => {
    expect(sensitiveLocked({ spoiler: true }, 1)).toBe(true);
    expect(sensitiveLocked({ spoiler: true }, 0)).toBe(false);
    expect(sensitiveLocked({ spoiler: false }, 2)).toBe(false);
    expect(toggleSensitive({ spoiler: true, sensitive: true }, 1, false)).toBe(true);
    expect(toggleSensitive({ spoiler: true, sensitive: true }, 1)).toBe(true);
    expect(toggleSensitive({ spoiler: false, sensitive: true }, 1)).toBe(false);
    expect(toggleSensitive({ spoiler: false, sensitive: false }, 1, true)).toBe(true);
  });

  it('the composer refuses to switch it off while the warning is on', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.spoiler.toggle', on: true });
    expect(c.draft().sensitive).toBe(true);
    c.actor.send({ type: 'compose.sensitive.toggle' });
    expect(c.draft().sensitive).toBe(true);
    c.actor.send({ type: 'compose.sensitive.toggle', on: false });
    expect(c.draft().sensitive).toBe(true);
    // the warning off: the reader's choice again
    c.actor.send({ type: 'compose.spoiler.toggle', on: false });
    expect(c.draft().sensitive).toBe(false);
    c.actor.send({ type: 'compose.sensitive.toggle' });
    expect(c.draft().sensitive).toBe(true);
  });

  it('media added under a warning are sensitive, even after the first', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.spoiler.toggle', on: true });
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.sensitive.toggle', on: false });
    c.actor.send({ type: 'compose.files', files: [file('b.png')] });
    expect(c.draft()).toMatchObject({ spoiler: true, sensitive: true });
  });

  it('a post edited or redrafted with a warning and media starts sensitive', () => {
    const c = startCompose();
    c.actor.send({
      type: 'compose.edit',
      target: { status: status('e1', { media_attachments: [attachmentFor('m1')] }), text: 'x', spoilerText: 'cw' },
    });
    expect(c.draft()).toMatchObject({ spoiler: true, sensitive: true });
  });
});
