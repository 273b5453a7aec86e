/**
 * HTML helpers that need no DOM (they run in Node and in workers): a tolerant tokenizer,
 * plain-text conversion (br becomes a newline, a paragraph break a blank line, other tags are stripped, entities
 * decoded) and escaping. Nothing here sanitises: HTML strings produced from server content go through the sanitiser
 * before they reach the DOM.
 */

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; raw: string; name: string; closing: boolean }
  | { kind: 'comment'; raw: string };

/** A comment, or a start/end tag whose quoted attribute values may contain `>`. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    if (match.index > last) tokens.push({ kind: 'text', text: html.slice(last, match.index) });
    const raw = match[0];
    if (raw.startsWith('<!--')) tokens.push({ kind: 'comment', raw });
    else tokens.push({ kind: 'tag', raw, name: (match[2] ?? '').toLowerCase(), closing: match[1] === '/' });
    last = match.index + raw.length;
    if (raw.length === 0) TOKEN.lastIndex++;
  }
  if (last < html.length) tokens.push({ kind: 'text', text: html.slice(last) });
  return tokens;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  times: '\u00d7',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  bull: '\u2022',
  deg: '\u00b0',
  yen: '\u00a5',
  euro: '\u20ac',
};

const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** Decodes numeric entities and the common named ones; unknown names are left as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tags whose content is not text. */
const SKIPPED_CONTENT = new Set(['script', 'style', 'template']);

/**
 * Plain text of an HTML fragment: `<br>` becomes a newline, a paragraph break (`</p>` then `<p>`)
 * a blank line, every other tag is stripped, comments and script/style content are dropped and
 * entities are decoded.
 */
export function htmlToPlainText(html: string): string {
  if (html === '') return '';
  let out = '';
  let skipUntil: string | null = null;
  /** Whitespace seen after a `</p>`, held until we know whether a `<p>` follows. */
  let afterParagraph: string | null = null;

  for (const token of tokenizeHtml(html)) {
    if (skipUntil !== null) {
      if (token.kind === 'tag' && token.closing && token.name === skipUntil) skipUntil = null;
      continue;
    }
    if (token.kind === 'comment') continue;
    if (token.kind === 'text') {
      if (afterParagraph !== null && token.text.trim() === '') {
        afterParagraph += token.text;
        continue;
      }
      if (afterParagraph !== null) out += afterParagraph;
      afterParagraph = null;
      out += token.text;
      continue;
    }
    if (token.name === 'p' && !token.closing && afterParagraph !== null) {
      out += '\n\n';
      afterParagraph = null;
      continue;
    }
    if (afterParagraph !== null) out += afterParagraph;
    afterParagraph = null;
    if (token.name === 'br') out += '\n';
    else if (token.name === 'p' && token.closing) afterParagraph = '';
    else if (!token.closing && SKIPPED_CONTENT.has(token.name)) skipUntil = token.name;
  }
  if (afterParagraph !== null) out += afterParagraph;
  return decodeHtmlEntities(out);
}
