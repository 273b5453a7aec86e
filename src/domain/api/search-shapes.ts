/** What a search asks the server (GET v2/search): the result types and the query fields. */

export type SearchType = 'accounts' | 'statuses' | 'hashtags';

export interface SearchParams {
  q: string;
  type?: SearchType;
  resolve?: boolean;
  limit?: number;
  offset?: number;
  exclude_unreviewed?: boolean;
  following?: boolean;
  account_id?: string;
  max_id?: string;
  min_id?: string;
}

export interface SearchPageParams {
  q: string;
  type?: SearchType;
  resolve?: boolean;
  /** Present when expanding: how many results of this type are already shown. */
  offset?: number;
}
