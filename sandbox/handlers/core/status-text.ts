import type { SandboxDb } from '../../kernel/db';
import { accountUrl, tagUrl } from '../../serialize/urls';

/** What a status's source text turns into on the server. */
export interface RenderedText {
  /** HTML: paragraphs, line breaks, links for URLs, mentions and hashtags; everything else escaped */
  content: string;
  /** ids of the accounts mentioned, in order of first appearance */
  mentionIds: string[];
  /** hashtag names, lower-cased, deduplicated */
  tags: string[];
  /** shortcodes of known local custom emoji used as :code: */
  emojis: string[];
  /** URLs found in the text, in order */
  urls: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// One token pattern: a URL, a mention (@user or @user@domain) or a hashtag; each only after a non-word boundary.
const TOKEN =
  /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])|(?<![\p{L}\p{N}_/@])@([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)(?:@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d+)?))?|(?<![\p{L}\p{N}_/&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu;

const EMOJI = /:([A-Za-z0-9_]{2,}):/g;

/** Minimal inline markdown on already-escaped text: **bold**, *em*, ~~del~~, `code`. */
function inlineMarkdown(html: string): string {
  return html
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
}

/**
 * Renders status source text to the HTML a server stores. Text is always escaped; only links the server
 * makes itself are HTML. Unknown mentions stay plain text.
 */
export function renderStatusText(db: SandboxDb, text: string, options: { markdown?: boolean } = {}): RenderedText {
  const mentionIds: string[] = [];
  const tags: string[] = [];
  const urls: string[] = [];
  const emojis = new Set<string>();

  for (const match of text.matchAll(EMOJI)) {
    const code = match[1]!;
    const emoji = db.customEmojis.get(code);
    if (emoji && emoji.domain === null) emojis.add(code);
  }

  const renderSegment = (segment: string) => {
    const escaped = escapeHtml(segment);
    return options.markdown ? inlineMarkdown(escaped) : escaped;
  };

  const renderLine = (line: string): string => {
    let out = '';
    let last = 0;
    for (const match of line.matchAll(TOKEN)) {
      const index = match.index ?? 0;
      out += renderSegment(line.slice(last, index));
      last = index + match[0].length;
      const [whole, url, username, domain, tag] = match;
      if (url) {
        urls.push(url);
        const shown = url.replace(/^https?:\/\//, '');
        out += `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener noreferrer" translate="no">${escapeHtml(shown)}</a>`;
      } else if (username) {
        const account = db.findAccountByAcct(domain ? `${username}@${domain}` : username);
        if (!account) {
          out += escapeHtml(whole);
          continue;
        }
        if (!mentionIds.includes(account.id)) mentionIds.push(account.id);
        out += `<span class="h-card" translate="no"><a href="${escapeHtml(accountUrl(db, account))}" class="u-url mention">@<span>${escapeHtml(account.username)}</span></a></span>`;
      } else if (tag) {
        const name = tag.toLowerCase();
        if (!tags.includes(name)) tags.push(name);
        out += `<a href="${escapeHtml(tagUrl(db, name))}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
      }
    }
    return out + renderSegment(line.slice(last));
  };

  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.length > 0);
  const content = paragraphs.map((p) => `<p>${p.split('\n').map(renderLine).join('<br>')}</p>`).join('');
  return { content, mentionIds, tags, emojis: [...emojis], urls };
}
