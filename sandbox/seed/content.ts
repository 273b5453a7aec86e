import type { SandboxDb } from '../kernel/db';
import type { AccountRecord } from '../kernel/records';
import { accountUrl, tagUrl } from '../serialize/urls';

export interface ContentParts {
  sentence: string;
  mentions?: AccountRecord[];
  tags?: string[];
  emojis?: string[];
  link?: string;
  markdown?: boolean;
  /** author's domain: hashtags of remote posts link to their server */
  domain?: string | null;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function mentionHtml(db: SandboxDb, a: AccountRecord): string {
  return `<span class="h-card" translate="no"><a href="${accountUrl(db, a)}" class="u-url mention">@<span>${escapeHtml(a.username)}</span></a></span>`;
}

function tagHtml(db: SandboxDb, tag: string, domain: string | null): string {
  const href = domain ? `https://${domain}/tags/${encodeURIComponent(tag)}` : tagUrl(db, tag);
  return `<a href="${href}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
}

function linkHtml(url: string): string {
  const shown = url.replace(/^https?:\/\//, '');
  const short = shown.length > 30 ? `${shown.slice(0, 30)}` : shown;
  const rest = shown.slice(short.length);
  return (
    `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">https://</span>` +
    `<span class="${rest ? 'ellipsis' : ''}">${escapeHtml(short)}</span><span class="invisible">${escapeHtml(rest)}</span></a>`
  );
}

/** Source text and rendered HTML of a post. URLs of local accounts use the origin at seed time. */
export function renderContent(db: SandboxDb, parts: ContentParts): { text: string; content: string } {
  const mentions = parts.mentions ?? [];
  const tags = parts.tags ?? [];
  const emojis = parts.emojis ?? [];
  const textBits: string[] = [];
  const htmlBits: string[] = [];
  for (const m of mentions) {
    textBits.push(`@${db.acct(m)}`);
    htmlBits.push(mentionHtml(db, m));
  }
  if (parts.markdown) {
    textBits.push(`**${parts.sentence}**`);
    htmlBits.push(`<strong>${escapeHtml(parts.sentence)}</strong>`);
  } else {
    textBits.push(parts.sentence);
    htmlBits.push(escapeHtml(parts.sentence));
  }
  for (const e of emojis) {
    textBits.push(`:${e}:`);
    htmlBits.push(`:${e}:`);
  }
  let text = textBits.join(' ');
  let content = `<p>${htmlBits.join(' ')}</p>`;
  if (parts.markdown) {
    text += '\n\n- first point\n- second point\n\n`code`';
    content += '<ul><li>first point</li><li>second point</li></ul><p><code>code</code></p>';
  }
  const trailing: string[] = [];
  const trailingText: string[] = [];
  for (const t of tags) {
    trailingText.push(`#${t}`);
    trailing.push(tagHtml(db, t, parts.domain ?? null));
  }
  if (parts.link) {
    trailingText.push(parts.link);
    trailing.push(linkHtml(parts.link));
  }
  if (trailing.length > 0) {
    text += `\n\n${trailingText.join(' ')}`;
    content += `<p>${trailing.join(' ')}</p>`;
  }
  return { text, content };
}
