/**
 * A post whose every rendered field carries hostile markup: scripts, event handlers, javascript:/data:/
 * vbscript: links, styles, frames, SVG and MathML, plugins, forms, srcset, and the classic parser-confusion
 * ("mutation XSS") and entity-encoding tricks. Each payload that ran would set the page-wide flag
 * <html data-pwned> (and window.__pwned in the script realm: jsdom runs page scripts in their own global,
 * which test code cannot read, so the DOM attribute is the flag the test checks).
 * Every field also carries a MARK-<field> text so the test can tell the field was actually rendered.
 */
import { BLOB, rawAccount, rawStatus } from './status-fixtures';

/** The script a payload runs: no spaces, so it also works in unquoted attributes. */
export const PWN = (where: string) =>
  `document.documentElement.setAttribute('data-pwned','${where}');window.__pwned='${where}'`;

/** HTML payloads for fields holding HTML (content). */
export const HOSTILE_HTML = [
  `<script>${PWN('script')}</script>`,
  `<script src="data:text/javascript,${PWN('script-src')}"></script>`,
  `<img src="x" onerror="${PWN('img-onerror')}">`,
  `<img srcset="javascript:${PWN('srcset')} 1x, data:image/svg+xml,x 2x" src="https://files.example/ok.png">`,
  `<svg onload="${PWN('svg-onload')}"><script>${PWN('svg-script')}</script><a href="javascript:${PWN('svg-a')}"><text>svg</text></a></svg>`,
  `<iframe src="javascript:${PWN('iframe')}" srcdoc="<script>parent.__pwned='srcdoc'</script>"></iframe>`,
  `<a href="javascript:${PWN('a-js')}">js link</a>`,
  `<a href="JaVaScRiPt:${PWN('a-case')}">case link</a>`,
  `<a href=" &#x6A;ava&#x09;script:${PWN('a-entity')}">entity link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0nZGF0YSc8L3NjcmlwdD4=">data link</a>`,
  `<a href="vbscript:msgbox(1)">vb link</a>`,
  `<a href="//evil.example/x">protocol-relative link</a>`,
  `<a href="https://ok.example/" onclick="${PWN('a-onclick')}" onmouseover="${PWN('a-over')}" style="position:fixed;inset:0">styled link</a>`,
  `<style>* { background: url("javascript:${PWN('style')}") }</style>`,
  `<p style="background:url(javascript:alert(1))" onclick="${PWN('p-onclick')}" class="mention evil">MARK-content</p>`,
  `<object data="javascript:${PWN('object')}"><embed src="javascript:${PWN('embed')}"></object>`,
  `<form action="javascript:${PWN('form')}"><input autofocus onfocus="${PWN('input-focus')}"><button formaction="javascript:${PWN('formaction')}">go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWN('math-mxss')}">`,
  `<noscript><p title="</noscript><img src=x onerror=${PWN('noscript-mxss')}>"></p></noscript>`,
  `<details open ontoggle="${PWN('details')}"><summary>sum</summary></details>`,
  `&lt;script&gt;${PWN('encoded')}&lt;/script&gt;`,
  `<template><img src=x onerror="${PWN('template')}"></template>`,
  `<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:${PWN('meta')}"><link rel="stylesheet" href="javascript:x">`,
  `<video poster="javascript:x" src="javascript:x" onloadstart="${PWN('video')}"></video>`,
  `<img class="custom-emoji" alt=":blob:" src="javascript:${PWN('emoji-img')}" onerror="${PWN('emoji-img-onerror')}">`,
].join('');

/** A text payload for plain-text fields (names, titles, spoiler text): must show as text, never as markup. */
export const HOSTILE_TEXT = `<img src=x onerror="${PWN('text')}"><script>${PWN('text-script')}</script>`;

const hostileEmojis = [
  BLOB,
  {
    shortcode: 'jsurl',
    url: `javascript:${PWN('emoji-url')}`,
    static_url: `data:image/svg+xml,<svg onload="${PWN('emoji-static')}">`,
  },
  {
    shortcode: `x" onerror="${PWN('shortcode')}`,
    url: 'https://files.example/x.png',
    static_url: 'https://files.example/x.png',
  },
  { shortcode: 'okurl', url: 'https://files.example/ok.gif', static_url: `javascript:${PWN('emoji-static-2')}` },
];

function hostileAccount(id: string, marker: string): Record<string, unknown> {
  return rawAccount(id, {
    username: `u${id}`,
    acct: `u${id}"><script>${PWN('acct')}</script>@xn--zzzz.example`,
    display_name: `${marker} ${HOSTILE_TEXT} :blob: :jsurl:`,
    avatar: `javascript:${PWN('avatar')}`,
    avatar_static: `data:image/svg+xml,<svg onload="${PWN('avatar-static')}">`,
    url: `javascript:${PWN('account-url')}`,
    emojis: hostileEmojis,
  });
}

/** The boost wrapper id; the boosted post is 'hostile-post', which quotes 'hostile-quoted'. */
export const HOSTILE_ID = 'hostile-boost';

export function hostileStatus(): Record<string, unknown> {
  const quoted = rawStatus('hostile-quoted', {
    account: hostileAccount('3', 'MARK-quoted-name'),
    content: `<p>MARK-quoted-content</p>${HOSTILE_HTML}`,
    emojis: hostileEmojis,
    media_attachments: [
      {
        id: 'm1',
        type: 'image',
        url: `javascript:${PWN('media-url')}`,
        preview_url: `data:image/svg+xml,<svg onload="${PWN('media-preview')}">`,
        remote_url: `javascript:${PWN('media-remote')}`,
        description: `MARK-media ${HOSTILE_TEXT}`,
        blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
        meta: { original: { width: 640, height: 480 }, focus: { x: 0, y: 0 } },
      },
    ],
  });
  const post = rawStatus('hostile-post', {
    account: hostileAccount('2', 'MARK-author-name'),
    uri: `javascript:${PWN('uri')}`,
    url: `javascript:${PWN('url')}`,
    language: `en" onclick="${PWN('lang')}`,
    spoiler_text: `MARK-spoiler ${HOSTILE_TEXT} :blob:`,
    sensitive: true,
    content: [
      `<p><span class="h-card"><a href="https://remote.example/@evil" class="u-url mention">@<span>MARK-mention</span></a></span> `,
      `<a href="https://remote.example/tags/x" class="mention hashtag" rel="tag">#<span>MARK</span></a> :blob: :okurl:</p>`,
      HOSTILE_HTML,
    ].join(''),
    emojis: hostileEmojis,
    mentions: [
      {
        id: '5',
        username: `<script>${PWN('mention-username')}</script>`,
        acct: `evil"><img src=x onerror=${PWN('mention-acct')}>`,
        url: 'https://remote.example/@evil',
      },
    ],
    tags: [{ name: `<script>${PWN('tag')}</script>`, url: `javascript:${PWN('tag-url')}` }],
    application: { name: `MARK-application ${HOSTILE_TEXT}`, website: `javascript:${PWN('app')}` },
    emoji_reactions: [
      { name: `MARK-reaction${HOSTILE_TEXT}`, count: 2, account_ids: [] },
      {
        name: 'jsreact',
        count: 1,
        account_ids: [],
        url: `javascript:${PWN('reaction-url')}`,
        static_url: `data:text/html,x`,
        domain: `<b>d</b>`,
      },
      {
        name: 'okreact',
        count: 1,
        account_ids: [],
        url: 'https://files.example/r.gif',
        static_url: `javascript:${PWN('reaction-static')}`,
        domain: 'far.example',
      },
    ],
    card: {
      url: 'https://ok.example/article',
      type: 'video',
      title: `MARK-card-title ${HOSTILE_TEXT}`,
      description: `MARK-card-description ${HOSTILE_TEXT}`,
      provider_name: `MARK-provider ${HOSTILE_TEXT}`,
      provider_url: `javascript:${PWN('provider')}`,
      author_name: `MARK-card-author ${HOSTILE_TEXT}`,
      author_url: `javascript:${PWN('card-author')}`,
      html: `<iframe src="javascript:${PWN('card-iframe')}"></iframe><script>${PWN('card-script')}</script><iframe src="https://evil.example/embed"></iframe>`,
      image: `javascript:${PWN('card-image')}`,
      embed_url: `javascript:${PWN('card-embed')}`,
      width: 640,
      height: 360,
      blurhash: null,
      image_description: HOSTILE_TEXT,
    },
    poll: {
      id: 'p1',
      expires_at: '2099-01-01T00:00:00.000Z',
      expired: false,
      multiple: false,
      votes_count: 1,
      voters_count: 1,
      voted: false,
      own_votes: [],
      emojis: hostileEmojis,
      options: [
        { title: `MARK-poll-option ${HOSTILE_TEXT} :blob:`, votes_count: 1 },
        { title: `<b onclick="${PWN('poll')}">b</b>`, votes_count: 0 },
      ],
    },
    quote: { state: 'accepted', quoted_status: quoted },
  });
  return rawStatus(HOSTILE_ID, {
    account: hostileAccount('1', 'MARK-booster-name'),
    content: '',
    reblog: post,
  });
}

/** Texts that must be visible once the hidden parts are revealed: each proves a field was rendered. */
export const REQUIRED_MARKERS = [
  'MARK-content',
  'MARK-spoiler',
  'MARK-author-name',
  'MARK-booster-name',
  'MARK-quoted-name',
  'MARK-quoted-content',
  'MARK-mention',
  'MARK-reaction',
  'MARK-card-title',
  'MARK-poll-option',
];
