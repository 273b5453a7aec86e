import { describe, expect, it } from 'vitest';
import { emojifyHtml, emojifyPlainText, emojiMap } from '../../../src/domain/entities/emojify';

const map = emojiMap([
  { shortcode: 'blob', url: 'https://e.example/blob.png', static_url: 'https://e.example/blob_s.png' },
  { shortcode: 'b', url: 'https://e.example/b.png', static_url: 'https://e.example/b.png' },
]);

describe('emojify', () => {
  it('replaces known shortcodes in text with an image', () => {
    const html = emojifyHtml('<p>hi :blob:</p>', map);
    expect(html).toContain('<img');
    expect(html).toContain('src="https://e.example/blob.png"');
    expect(html).toContain('data-static="https://e.example/blob_s.png"');
    expect(html).toContain('alt=":blob:"');
    expect(html.startsWith('<p>hi <img')).toBe(true);
  });

  it('leaves unknown shortcodes and attribute values untouched', () => {
    expect(emojifyHtml('<p>:nope:</p>', map)).toBe('<p>:nope:</p>');
    expect(emojifyHtml('<a title=":blob:">x</a>', map)).toBe('<a title=":blob:">x</a>');
  });

  it('lets the closing colon of an unknown code open a known one', () => {
    const html = emojifyHtml(':nope:b:', map);
    expect(html.startsWith(':nope<img')).toBe(true);
  });

  it('escapes plain text before rendering emoji', () => {
    const html = emojifyPlainText('<script> :blob:', map);
    expect(html.startsWith('&lt;script&gt; <img')).toBe(true);
  });
});
