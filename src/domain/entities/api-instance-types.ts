/** Raw server JSON: instance metadata, search results and the sign-in (OAuth) payloads. */
import type { ApiAccount } from './api-account-types';
import type { ApiStatus, ApiTag } from './api-status-types';

// ---------- instance ----------
export interface ApiRule {
  id: string;
  text: string;
  hint?: string;
  translations?: Record<string, { text: string; hint: string }> | null;
}

export interface ApiInstance {
  domain: string;
  title: string;
  version: string;
  source_url: string;
  description: string;
  usage: { users: { active_month: number } };
  thumbnail: {
    url: string;
    blurhash?: string | null;
    description?: string | null;
    versions?: { '@1x'?: string | null; '@2x'?: string | null } | null;
  };
  icon?: { src: string; size: string }[];
  languages: string[];
  api_versions?: { mastodon?: number; kmyblue?: number; [name: string]: number | undefined };
  configuration: {
    urls: {
      streaming?: string | null;
      status?: string | null;
      about?: string | null;
      privacy_policy?: string | null;
      terms_of_service?: string | null;
    };
    vapid?: { public_key: string };
    accounts: {
      max_featured_tags: number;
      max_pinned_statuses: number;
      max_display_name_length?: number | null;
      max_note_length?: number | null;
      max_profile_fields?: number | null;
      profile_field_name_limit?: number | null;
      profile_field_value_limit?: number | null;
    };
    statuses: {
      max_characters: number;
      max_media_attachments: number;
      characters_reserved_per_url: number;
    };
    media_attachments: {
      supported_mime_types: string[];
      description_limit?: number | null;
      image_size_limit: number;
      image_matrix_limit: number;
      video_size_limit: number;
      video_frame_rate_limit: number;
      video_matrix_limit: number;
    };
    polls: {
      max_options: number;
      max_characters_per_option: number;
      min_expiration: number;
      max_expiration: number;
    };
    translation: { enabled: boolean };
    limited_federation?: boolean | null;
    // kmyblue
    emoji_reactions?: { max_reactions?: number; max_reactions_per_account?: number } | null;
    reaction_deck?: { max_emojis?: number } | null;
    reactions?: { max_reactions?: number } | null;
    search?: { enabled?: boolean; [key: string]: unknown } | null;
  };
  registrations: {
    enabled: boolean;
    approval_required: boolean;
    reason_required?: boolean | null;
    message?: string | null;
    min_age?: number | null;
    url?: string | null;
  };
  contact: { email: string; account?: ApiAccount | null };
  rules: ApiRule[];
  // kmyblue
  fedibird_capabilities?: string[];
}

export interface ApiExtendedDescription {
  updated_at: string;
  content: string;
}

/** GET v1/instance/languages entries (Mastodon 4.0+): a language a post can be written in, named in English. */
export interface ApiLanguage {
  code: string;
  name: string;
}

export interface ApiDomainBlock {
  domain: string;
  digest: string;
  severity: 'silence' | 'suspend';
  comment?: string | null;
}

export interface ApiSearchResults {
  accounts: ApiAccount[];
  statuses: ApiStatus[];
  hashtags: ApiTag[];
}

// ---------- sign-in ----------
export interface ApiOAuthApp {
  id?: string;
  name: string;
  website?: string | null;
  redirect_uri?: string;
  redirect_uris?: string[];
  scopes?: string[];
  vapid_key?: string;
  client_id: string;
  client_secret: string;
  client_secret_expires_at?: number | null;
}

export interface ApiToken {
  access_token: string;
  token_type: string;
  scope: string;
  created_at: number;
  refresh_token?: string;
  expires_in?: number;
}

/** GET /.well-known/oauth-authorization-server (Mastodon 4.3+). */
export interface ApiServerMetadata {
  issuer: string;
  service_documentation?: string;
  authorization_endpoint: string;
  token_endpoint: string;
  app_registration_endpoint?: string;
  revocation_endpoint?: string;
  userinfo_endpoint?: string;
  scopes_supported: string[];
  response_types_supported: string[];
  response_modes_supported?: string[];
  grant_types_supported: string[];
  token_endpoint_auth_methods_supported?: string[];
  code_challenge_methods_supported?: string[];
}

/** `{ "error": "text" }`, with 422 optionally adding `details`. */
export interface ApiError {
  error: string;
  error_description?: string;
  details?: Record<string, unknown>;
}
