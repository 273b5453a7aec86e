/**
 * The reader's own client settings for an account that no other part of the client keeps: whether Explore
 * offers trends (default on). Pure values; the store is client-settings.ts. Anything stored that cannot be read
 * gives the default.
 */
export interface ClientSettings {
  trends: Readonly<{ show: boolean }>;
}

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = Object.freeze({ trends: Object.freeze({ show: true }) });

export function readClientSettings(raw: unknown): ClientSettings {
  const trends = (raw as { trends?: { show?: unknown } } | null)?.trends;
  if (typeof trends?.show !== 'boolean') return DEFAULT_CLIENT_SETTINGS;
  return { trends: { show: trends.show } };
}
