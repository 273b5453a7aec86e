/** Parameter shapes shared by several areas. */

/** Id paging (max_id and since_id; min_id pages forward). */
export interface PageParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}

/** Account ids for list, circle and antenna membership changes. */
export interface AccountIdsBody {
  account_ids: readonly string[];
}
