// @vitest-environment jsdom
/**
 * A post of 1 MiB (a broken or hostile server) is cut where it enters the store (entities/long-text.ts): the post
 * shows its first MAX_TEXT characters ending with a visible "…", its author's 1 MiB note is cut the same way, and a
 * cut never leaves half a tag behind.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HUGE_CONTENT } from '../../../sandbox/handlers/malformed-answers';
import { cutLongText, MAX_TEXT } from '../../../src/domain/entities/long-text';
import { Status } from '../../../src/views/status/Status';
import { rawAccount, rawStatus } from './status-fixtures';
import { createHarness, type Harness } from './status-harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => {
  h.unmount();
});

describe('very long text', () => {
  it('a 1 MiB post shows cut short, ending with a visible "…"', () => {
    h.importRaw(rawStatus('1', { content: HUGE_CONTENT, account: rawAccount('2', { note: HUGE_CONTENT }) }));
    h.render(<Status statusId="1" variant="timeline" />);
    const content = h.container.querySelector('.status__content')!;
    expect(content.textContent!.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(content.textContent!.endsWith('…')).toBe(true);
    expect(content.textContent!.startsWith('All work and no play')).toBe(true);
    expect(h.store.get('accounts', '2')!.note.length).toBeLessThanOrEqual(MAX_TEXT + 1);
  });

  it('text within the limit is kept as it is', () => {
    const text = `<p>${'x'.repeat(MAX_TEXT - 7)}</p>`;
    expect(text.length).toBe(MAX_TEXT);
    expect(cutLongText(text)).toBe(text);
  });

  it('a cut inside a tag drops that tag instead of leaving half of it', () => {
    const text = `<p>${'a'.repeat(MAX_TEXT - 10)}</p><a href="https://example.com/${'b'.repeat(50)}">link</a>`;
    const cut = cutLongText(text);
    expect(cut).toBe(`<p>${'a'.repeat(MAX_TEXT - 10)}</p>…`);
  });

  it('a cut between tags keeps everything up to the limit', () => {
    const text = `<p>${'a'.repeat(MAX_TEXT * 2)}</p>`;
    expect(cutLongText(text)).toBe(`<p>${'a'.repeat(MAX_TEXT - 3)}…`);
  });
});
