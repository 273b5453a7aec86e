/** Shared bits of the reaction tests: fake services with a spying status-action runner, instance bodies. */
import { vi } from 'vitest';
import type { StatusActionRequest, StatusActions } from '../../../src/services/status-actions/status-actions-types';
import { fakeServices, type ApiStubs, type FakeServices } from '../timelines/support/fake-app-services';

export const KMYBLUE_INSTANCE = {
  domain: 'social.example',
  version: '4.3.0+kmyblue',
  fedibird_capabilities: ['emoji_reaction', 'kmyblue_reaction_deck'],
  configuration: {
    emoji_reactions: { max_reactions: 3, max_reactions_per_account: 3 },
    reaction_deck: { max_emojis: 256 },
  },
};
export const MASTODON_INSTANCE = { domain: 'plain.example', version: '4.3.0', configuration: {} };

export type SpiedServices = FakeServices & { run: ReturnType<typeof vi.fn<StatusActions['run']>> };

/** Fake services whose statusActions.run is a spy answering ok. */
export function servicesWithRunner(options: { me?: string | null; api?: ApiStubs } = {}): SpiedServices {
  const base = fakeServices({ me: options.me ?? null, api: options.api });
  const run = vi.fn<StatusActions['run']>(async (_request: StatusActionRequest) => ({ ok: true as const }));
  return { ...base, statusActions: { run, inFlight: () => false }, run };
}
