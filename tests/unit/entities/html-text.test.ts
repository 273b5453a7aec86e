import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeHtml, htmlToPlainText, tokenizeHtml } from '../../../src/domain/entities/html-text';

describe('htmlToPlainText', () => {
  it('turns <br> into a newline', () => {
    expect(htmlToPlainText('<p>one<br>two<br/>three<br />four</p>')).toBe('one\ntwo\nthree\nfour');
  });

  it('turns a paragraph break into a blank line', () => {
    expect(htmlToPlainText('<p>first</p><p>second</p>')).toBe('first\n\nsecond');
    expect(htmlToPlainText('<p>first</p>\n  <p class="x">second</p>')).toBe('first\n\nsecond');
  });

  it('strips other tags and keeps their text', () => {
    expect(
      htmlToPlainText(
        '<p>Hi <a href="https://x.example/"><span class="invisible">https://</span>x.example</a> <b>now</b></p>',
      ),
    ).toBe('Hi https://x.example now');
    expect(htmlToPlainText('<div>a</div><span>b</span>')).toBe('ab');
  });

  it('decodes entities', () => {
    expect(htmlToPlainText('<p>&lt;b&gt; &amp; &quot;q&quot; &#39;s &#x1F600; &#128512;</p>')).toBe(
      '<b> & "q" \'s 😀 😀',
    );
  });

  it('copes with attribute values containing ">" and with comments and scripts', () => {
    expect(htmlToPlainText('<a title="a>b">link</a>')).toBe('link');
    expect(htmlToPlainText('x<!-- hidden -->y')).toBe('xy');
    expect(htmlToPlainText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
  });

  it('keeps plain text and a lone "<" that starts no tag', () => {
    expect(htmlToPlainText('')).toBe('');
    expect(htmlToPlainText('just text')).toBe('just text');
    expect(htmlToPlainText('1 < 2')).toBe('1 < 2');
  });

  it('does not add a blank line for a closing paragraph at the end or a paragraph followed by text', () => {
    expect(htmlToPlainText('<p>only</p>')).toBe('only');
    expect(htmlToPlainText('<p>a</p> b')).toBe('a b');
  });
});

describe('decodeHtmlEntities', () => {
  it('leaves unknown names and invalid code points safe', () => {
    expect(decodeHtmlEntities('&unknownthing; &#0; &#xD800;')).toBe('&unknownthing; \ufffd \ufffd');
    expect(decodeHtmlEntities('&nbsp;&hellip;')).toBe('\u00a0\u2026');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('tokenizeHtml', () => {
  it('splits text, tags and comments', () => {
    expect(tokenizeHtml('a<b class="c">d</b><!--e-->').map((t) => t.kind)).toEqual([
      'text',
      'tag',
      'text',
      'tag',
      'comment',
    ]);
  });
});
