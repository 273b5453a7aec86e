/**
 * The length the server counts (Mastodon's rule): characters as code points, every URL as 23, a remote
 * mention as its local part only (`@alice@example.com` counts as `@alice`).
 */
export const URL_LENGTH = 23;

const URL = /https?:\/\/[^\s<>"'\u3000]+/giu;
const REMOTE_MENTION = /(^|[^\p{L}\p{N}_/])@([\p{L}\p{N}_]+(?:[.-]+[\p{L}\p{N}_]+)*)@[\p{L}\p{N}.-]+[\p{L}\p{N}]/giu;

export function countableText(text: string): string {
  return text.replace(URL, 'x'.repeat(URL_LENGTH)).replace(REMOTE_MENTION, '$1@$2');
}

export function textLength(text: string): number {
  return [...countableText(text)].length;
}
