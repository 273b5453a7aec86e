/**
 * The title a deck column goes by (its landmark's name, its controls' names, the announcements): its kind, and
 * the name of the list, antenna, circle or category it shows once that is known in its account's store (a hashtag's
 * with its more tags, so two columns of one tag are told apart); a column
 * of an account other than the deck's own names that account too, so two Home columns are told apart.
 */
import { useTranslation } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import { entityOfColumn, type ColumnTarget, type DeckColumn } from '../../machines/deck-columns-rules';
import type { ActiveSession } from '../../services/app-services/session-types';
import { serverOfAccountKey } from '../../services/deck/account-scope';
import { columnTitle } from '../../services/deck/column-content';
import { useEntity, type EntityStore } from '../../services/store';
import { displayAcct } from '../../services/text/idn';
import { hostOf } from '../accounts/account-names';

export function columnTitleText(t: Translator['t'], column: ColumnTarget, entityTitle: string | null): string {
  const { key, values, more = [] } = columnTitle(column, entityTitle);
  const tagsOf = (tags: readonly string[]) => tags.map((tag) => `#${tag}`).join(', ');
  return [
    t(`deck.title.${key}`, values),
    ...more.map(({ list, tags }) => t(`deck.title.more.${list}`, { tags: tagsOf(tags) })),
  ].join(' ');
}

/** The name of what the column shows, read once from `store` (null: it shows no such thing, or it is unknown). */
export function entityTitleIn(store: EntityStore | null, column: ColumnTarget): string | null {
  const entity = entityOfColumn(column);
  if (entity === null || store === null) return null;
  return store.get(entity.kind, entity.id)?.title ?? null;
}

/** The column's title, following the name of what it shows in the store above. */
export function useColumnTitle(column: ColumnTarget): string {
  const { t } = useTranslation();
  const entity = entityOfColumn(column);
  const record = useEntity(entity?.kind ?? 'lists', entity?.id ?? null);
  return columnTitleText(t, column, record?.title ?? null);
}

/** `@name@server` of a signed-in account, or the server of one no longer signed in. */
export function accountLabel(session: Pick<ActiveSession, 'accounts'>, account: string): string {
  const stored = session.accounts.find((a) => a.key === account);
  // a stored account's acct already names its server (a local account's was given the server's host)
  if (stored !== undefined) return `@${displayAcct(stored.acct)}`;
  return hostOf(serverOfAccountKey(account));
}

/** The column's name: its title, with its account when that is not the deck's own. */
export function columnLabel(
  t: Translator['t'],
  title: string,
  column: DeckColumn,
  session: Pick<ActiveSession, 'accounts' | 'current'>,
): string {
  if (session.current?.key === column.account) return title;
  return t('deck.otherAccount', { title, account: accountLabel(session, column.account) });
}
