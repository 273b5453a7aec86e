/** The body of a new or edited post: what POST v1/statuses and PUT v1/statuses/{id} accept. */
import type { ApiQuotePolicy, ApiSearchability } from '../entities/api-types';

/** Every visibility the create and edit calls accept (kmyblue adds mutual, circle, reply, login ...). */
export type PostVisibility =
  | 'public'
  | 'public_unlisted'
  | 'unlisted'
  | 'login'
  | 'private'
  | 'direct'
  | 'limited'
  | 'mutual'
  | 'circle'
  | 'reply';

export interface PostPoll {
  options: readonly string[];
  expires_in: number;
  multiple?: boolean;
  hide_totals?: boolean;
}

export interface MediaAttribute {
  id: string;
  description?: string;
  /** 'x,y' with both in -1..1. */
  focus?: string;
}

/** The fields POST v1/statuses and PUT v1/statuses/{id} take. */
export interface StatusParams {
  status?: string;
  in_reply_to_id?: string | null;
  media_ids?: readonly string[];
  /** Edit only: description and focus changes of attached media. */
  media_attributes?: readonly MediaAttribute[];
  sensitive?: boolean;
  spoiler_text?: string;
  markdown?: boolean;
  visibility?: PostVisibility;
  searchability?: ApiSearchability;
  circle_id?: string | null;
  poll?: PostPoll | null;
  language?: string | null;
  quoted_status_id?: string | null;
  quote_approval_policy?: ApiQuotePolicy;
  /** kmyblue: posts this post refers to */
  status_reference_ids?: readonly string[];
}
