/** Link preview card. Authors refer to accounts by id (`accountId`), never by nested object. */
import { asCount, asEnum, asId, asString, asStringOrNull, isRecord, mapDefined } from './coerce';
import { asHttpUrl } from './urls';

export type CardType = 'link' | 'photo' | 'video' | 'rich';
export const CARD_TYPES: readonly CardType[] = ['link', 'photo', 'video', 'rich'];

export interface CardAuthor {
  name: string;
  url: string | null;
  accountId: string | null;
}

export interface Card {
  url: string;
  type: CardType;
  html: string;
  provider_name: string;
  provider_url: string | null;
  title: string;
  description: string;
  author_name: string;
  author_url: string | null;
  authors: CardAuthor[];
  image: string | null;
  image_description: string;
  embed_url: string | null;
  width: number;
  height: number;
  blurhash: string | null;
  language: string | null;
  published_at: string | null;
}

function normaliseAuthor(raw: unknown): CardAuthor | null {
  if (!isRecord(raw)) return null;
  return {
    name: asString(raw.name),
    url: asHttpUrl(raw.url),
    accountId: isRecord(raw.account) ? asId(raw.account.id) : null,
  };
}

/** Null when the card has no http(s) url. */
export function normaliseCard(raw: unknown): Card | null {
  if (!isRecord(raw)) return null;
  const url = asHttpUrl(raw.url);
  if (url === null) return null;
  const authors = mapDefined(raw.authors, normaliseAuthor);
  const authorName = asString(raw.author_name);
  if (authors.length === 0 && authorName !== '') {
    authors.push({ name: authorName, url: asHttpUrl(raw.author_url), accountId: null });
  }
  return {
    url,
    type: asEnum(raw.type, CARD_TYPES, 'link'),
    html: asString(raw.html),
    provider_name: asString(raw.provider_name),
    provider_url: asHttpUrl(raw.provider_url),
    title: asString(raw.title),
    description: asString(raw.description),
    author_name: authorName,
    author_url: asHttpUrl(raw.author_url),
    authors,
    image: asHttpUrl(raw.image),
    image_description: asString(raw.image_description),
    embed_url: asHttpUrl(raw.embed_url),
    width: asCount(raw.width),
    height: asCount(raw.height),
    blurhash: asStringOrNull(raw.blurhash),
    language: asStringOrNull(raw.language),
    published_at: asStringOrNull(raw.published_at),
  };
}
