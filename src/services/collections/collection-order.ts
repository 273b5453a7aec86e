/**
 * The order lists and circles are shown in: by title (as the reader's language sorts words, ignoring case and
 * accents, numbers by value), and, where the server marks favourite lists (kmyblue), the favourites first.
 * Records with the same title keep the server's order.
 */
export interface Titled {
  title: string;
  /** a favourite list (kmyblue); absent for circles */
  favourite?: boolean;
}

export function sortCollections<T extends Titled>(
  records: readonly T[],
  favouritesFirst: boolean,
  locale?: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const favourite = (record: T) => (favouritesFirst && record.favourite === true ? 1 : 0);
  return records
    .map((record, index) => ({ record, index }))
    .sort(
      (a, b) =>
        favourite(b.record) - favourite(a.record) ||
        collator.compare(a.record.title, b.record.title) ||
        a.index - b.index,
    )
    .map(({ record }) => record);
}
