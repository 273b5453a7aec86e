import type { SandboxDb } from '../kernel/db';
import type { CardRecord } from '../kernel/records';
import { serializeAccount, type AccountJson } from './account';
import { nullableUrl } from './urls';

export interface CardJson {
  url: string;
  title: string;
  description: string;
  language: string | null;
  type: CardRecord['type'];
  author_name: string;
  author_url: string;
  authors: Array<{ name: string; url: string; account: AccountJson | null }>;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image: string | null;
  image_description: string;
  embed_url: string;
  blurhash: string | null;
  published_at: string | null;
}

/** A preview card; its single author carries the fediverse account when the card names one. */
export function serializeCard(db: SandboxDb, card: CardRecord): CardJson {
  const authorAccount = card.author_account_id ? db.accounts.get(card.author_account_id) : undefined;
  const authors =
    card.author_name || authorAccount
      ? [
          {
            name: card.author_name,
            url: card.author_url,
            account: authorAccount ? serializeAccount(db, authorAccount) : null,
          },
        ]
      : [];
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    language: card.language,
    type: card.type,
    author_name: card.author_name,
    author_url: card.author_url,
    authors,
    provider_name: card.provider_name,
    provider_url: card.provider_url,
    html: card.html,
    width: card.width,
    height: card.height,
    image: nullableUrl(db, card.image),
    image_description: card.image_description,
    embed_url: card.embed_url,
    blurhash: card.blurhash,
    published_at: card.published_at,
  };
}
