// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TAGS,
  MAX_TREE_DEPTH,
  OUTSIDE_LINK_REL,
  plainTextTree,
  safeHttpUrl,
  safeTreeText,
  sanitizeHtml,
  type SafeNode,
} from '../../../src/services/sanitize';

const blob = { shortcode: 'blob', url: 'https://files.example/blob.gif', static_url: 'https://files.example/blob.png' };

/** A compact picture of a tree: tags, classes, hrefs, rels and texts. */
function show(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'emoji':
          return `[emoji ${node.shortcode} ${node.url} ${node.staticUrl}]`;
        case 'element': {
          const cls = node.className === '' ? '' : `.${node.className.replace(/ /g, '.')}`;
          return node.tag === 'br' ? '<br>' : `<${node.tag}${cls}>${show(node.children)}</${node.tag}>`;
        }
        case 'link': {
          const cls = node.className === '' ? '' : `.${node.className.replace(/ /g, '.')}`;
          return `<a${cls} href=${node.href} rel="${node.rel}">${show(node.children)}</a>`;
        }
      }
    })
    .join('');
}

function depth(nodes: readonly SafeNode[]): number {
  let max = 0;
  for (const node of nodes) {
    if (node.kind === 'element' || node.kind === 'link') max = Math.max(max, 1 + depth(node.children));
  }
  return max;
}

describe('sanitizeHtml: the allowlist', () => {
  it.each(ALLOWED_TAGS.filter((tag) => tag !== 'br'))('keeps <%s> with its content', (tag) => {
    const wrap =
      tag === 'li'
        ? (s: string) => `<ul>${s}</ul>`
        : tag === 'rt' || tag === 'rp'
          ? (s: string) => `<ruby>x${s}</ruby>`
          : (s: string) => s;
    const tree = sanitizeHtml(wrap(`<${tag}>inner</${tag}>`));
    expect(show(tree)).toContain(`<${tag}>inner</${tag}>`);
  });

  it('keeps <br> as an empty element', () => {
    expect(show(sanitizeHtml('<p>a<br>b</p>'))).toBe('<p>a<br>b</p>');
  });

  it('keeps a ruby annotation with rt and rp', () => {
    expect(show(sanitizeHtml('<ruby>燕<rp>(</rp><rt>つばめ</rt><rp>)</rp></ruby>'))).toBe(
      '<ruby>燕<rp>(</rp><rt>つばめ</rt><rp>)</rp></ruby>',
    );
  });

  it('drops every attribute of allowed elements except the class of span and a', () => {
    const tree = sanitizeHtml(
      '<p class="mention" style="color:red" id="x" title="t" onclick="evil()">a</p><span class="h-card" data-x="1" style="x">b</span>',
    );
    expect(show(tree)).toBe('<p>a</p><span.h-card>b</span>');
    expect(JSON.stringify(tree)).not.toMatch(/style|onclick|data-x|title/);
  });

  it('keeps only the Mastodon class names', () => {
    const tree = sanitizeHtml(
      '<span class="invisible evil ellipsis invisible">x</span><a class="u-url mention hashtag status-link" href="https://a.example/">y</a>',
    );
    expect(show(tree)).toBe(
      `<span.invisible.ellipsis>x</span><a.u-url.mention.hashtag href=https://a.example/ rel="${OUTSIDE_LINK_REL}">y</a>`,
    );
  });

  it('forces nofollow noopener noreferrer on links and keeps only allowlisted rel tokens', () => {
    const [link] = sanitizeHtml('<a href="https://a.example/x" rel="tag opener stylesheet me" target="_self">x</a>');
    expect(link).toMatchObject({
      kind: 'link',
      href: 'https://a.example/x',
      rel: 'tag me nofollow noopener noreferrer',
    });
    expect(link).not.toHaveProperty('target');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(
      show(sanitizeHtml('<p><font color="red">red</font> <custom-el x="1">custom</custom-el> <mark>m</mark></p>')),
    ).toBe('<p>red custom m</p>');
  });

  it('turns block elements into paragraphs where a paragraph may stand, headings bold', () => {
    expect(show(sanitizeHtml('<h1>Title</h1><div>Body</div>'))).toBe('<p><strong>Title</strong></p><p>Body</p>');
    expect(show(sanitizeHtml('<blockquote><div>q</div></blockquote>'))).toBe('<blockquote><p>q</p></blockquote>');
    expect(show(sanitizeHtml('<span><div>inline</div></span>'))).toBe('<span>inline</span>');
  });

  it('drops comments and decodes entities into text', () => {
    expect(show(sanitizeHtml('<p>a<!-- <script>x</script> -->b &lt;script&gt; &amp;</p>'))).toBe(
      '<p>ab <script> &</p>',
    );
  });
});

describe('sanitizeHtml: what never passes', () => {
  it.each([
    ['script', '<script>window.__x = 1</script>'],
    ['style', '<style>body { display: none }</style>'],
    ['iframe', '<iframe src="https://evil.example/"><p>fallback</p></iframe>'],
    ['object', '<object data="https://evil.example/x.swf"><param name="a" value="b">fallback</object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['svg', '<svg onload="alert(1)"><text>svg text</text><foreignObject><p>inside</p></foreignObject></svg>'],
    ['math', '<math><mi>x</mi><mtext><p>inside</p></mtext></math>'],
    ['form', '<form action="https://evil.example/"><input name="a" value="v"><button>Go</button></form>'],
    ['template', '<template><p>tpl</p></template>'],
    ['noscript', '<noscript><p>ns</p></noscript>'],
    ['textarea', '<textarea>&lt;p&gt;area</textarea>'],
    ['img', '<img src="x" onerror="alert(1)" srcset="https://evil.example/a.png 1x" alt="alt">'],
    ['video', '<video src="https://evil.example/v.mp4" poster="x">v</video>'],
    [
      'link/meta/base',
      '<link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0"><base href="https://evil.example/">',
    ],
  ])('drops <%s> with everything inside it', (_name, html) => {
    const tree = sanitizeHtml(`<p>before</p>${html}<p>after</p>`);
    expect(show(tree)).toBe('<p>before</p><p>after</p>');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading spaces', '   javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['entity-encoded scheme', '&#106;avascript:alert(1)'],
    ['hex entity with newline', 'jav&#x0A;ascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash-relative', '/\\evil.example/x'],
    ['relative path', '/@alice'],
    ['file:', 'file:///etc/passwd'],
    ['no host', 'https:///path'],
    ['no slashes', 'http:evil.example'],
    ['empty', ''],
  ])('drops a %s link and keeps its text', (_name, href) => {
    const tree = sanitizeHtml(`<p><a href="${href}" class="mention">text</a></p>`);
    expect(show(tree)).toBe('<p>text</p>');
  });

  it('drops a link without href, and flattens a link inside a link', () => {
    expect(show(sanitizeHtml('<a name="x">anchor</a>'))).toBe('anchor');
    const linkInsideLink = (nodes: readonly SafeNode[], inside: boolean): boolean =>
      nodes.some(
        (node) =>
          (node.kind === 'link' && inside) ||
          ((node.kind === 'link' || node.kind === 'element') &&
            linkInsideLink(node.children, inside || node.kind === 'link')),
      );
    const tree = sanitizeHtml(
      '<a href="https://a.example/"><span><a href="https://b.example/">inner</a></span><b><a href="https://c.example/">c</a></b></a>',
    );
    expect(safeTreeText(tree)).toBe('innerc');
    expect(linkInsideLink(tree, false)).toBe(false);
  });

  it('keeps the structure within MAX_TREE_DEPTH and the text of deeper nesting', () => {
    const html = `${'<span>'.repeat(300)}deep${'</span>'.repeat(300)}`;
    const tree = sanitizeHtml(html);
    expect(depth(tree)).toBeLessThanOrEqual(MAX_TREE_DEPTH);
    expect(safeTreeText(tree)).toBe('deep');
  });
});

describe('custom emoji in the tree', () => {
  it('turns a known :shortcode: in text into an emoji node, leaves unknown ones as text', () => {
    expect(show(sanitizeHtml('<p>hi :blob: and :nope: and :a:blob:</p>', { emojis: [blob] }))).toBe(
      `<p>hi [emoji blob ${blob.url} ${blob.static_url}] and :nope: and :a[emoji blob ${blob.url} ${blob.static_url}]</p>`,
    );
  });

  it('takes an emoji <img> only by its alt shortcode, with the URL from the emoji list', () => {
    const html =
      '<p><img class="custom-emoji" alt=":blob:" src="javascript:alert(1)" onerror="alert(1)"><img class="custom-emoji" alt=":other:" src="https://evil.example/x.png"></p>';
    expect(show(sanitizeHtml(html, { emojis: [blob] }))).toBe(`<p>[emoji blob ${blob.url} ${blob.static_url}]</p>`);
  });

  it('ignores emoji whose images are not http(s) or whose shortcode is malformed', () => {
    const emojis = [
      { shortcode: 'bad', url: 'javascript:alert(1)', static_url: 'data:image/png;base64,AAAA' },
      { shortcode: 'x" onerror="y', url: 'https://files.example/a.png', static_url: 'https://files.example/a.png' },
    ];
    expect(show(sanitizeHtml('<p>:bad:</p>', { emojis }))).toBe('<p>:bad:</p>');
  });

  it('plainTextTree never reads its text as HTML', () => {
    expect(show(plainTextTree('<b>bold</b> <img src=x onerror=alert(1)> :blob:', [blob]))).toBe(
      `<b>bold</b> <img src=x onerror=alert(1)> [emoji blob ${blob.url} ${blob.static_url}]`,
    );
    expect(plainTextTree('', [blob])).toEqual([]);
  });
});

describe('safeHttpUrl and safeTreeText', () => {
  it('keeps absolute http(s) URLs, normalised', () => {
    expect(safeHttpUrl('https://例え.テスト/a b')).toBe('https://xn--r8jz45g.xn--zckzah/a%20b');
    expect(safeHttpUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeHttpUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeHttpUrl(null)).toBeNull();
  });

  it('reads a tree as text: line breaks, paragraphs, emoji, without the hidden parts of shortened links', () => {
    const tree = sanitizeHtml(
      '<p>a<br>b :blob:</p><p><a href="https://x.example/long"><span class="invisible">https://</span><span>x.example</span></a></p>',
      { emojis: [blob] },
    );
    expect(safeTreeText(tree).trim()).toBe('a\nb :blob:\n\nx.example');
  });
});
