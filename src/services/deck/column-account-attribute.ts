/**
 * The attribute naming the account of the deck column around an element (the keys act as that account). Its own
 * module: the column frame is on the first page, the rest of the account scope is not.
 */
export const COLUMN_ACCOUNT_ATTRIBUTE = 'data-column-account';
