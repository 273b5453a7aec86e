import type { SandboxDb } from '../../kernel/db';
import type { StatusRecord } from '../../kernel/records';
import { escapeHtml } from './status-text';

export const TRANSLATION_PROVIDER = 'Sandbox Translate';

/** HTML to plain text: line breaks and paragraphs kept as newlines, tags stripped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A deterministic stand-in for machine translation: the text, tagged with the target language. */
function fake(text: string, target: string): string {
  return text.trim() === '' ? '' : `[${target}] ${text}`;
}

function fakeHtml(html: string, target: string): string {
  const text = htmlToText(html);
  if (text.trim() === '') return '';
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(fake(p, target)).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The Translation entity for a status into `target`. */
export function translateStatus(db: SandboxDb, status: StatusRecord, target: string) {
  const poll = status.poll_id ? db.polls.get(status.poll_id) : undefined;
  return {
    content: fakeHtml(status.content, target),
    spoiler_text: fake(status.spoiler_text, target),
    language: target,
    detected_source_language: status.language ?? 'ja',
    provider: TRANSLATION_PROVIDER,
    media_attachments: status.media_ids
      .map((id) => db.media.get(id))
      .filter((m) => m !== undefined)
      .map((m) => ({ id: m.id, description: fake(m.description ?? '', target) })),
    poll: poll ? { id: poll.id, options: poll.options.map((title) => ({ title: fake(title, target) })) } : null,
  };
}
