/**
 * The interaction prompt's lifetime inside the session chart: it runs only while a server is read signed out,
 * opens for what the reader tried, and goes away when signed-out reading ends (stopping, or signing in).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type BootData } from '../../../src/machines/session.machine';
import type { AppCredentials } from '../../../src/domain/auth/auth-types';

const SERVER = 'https://social.example';
const boot = (browse: string | null): BootData => ({
  accounts: [],
  currentKey: null,
  registrations: {},
  pending: null,
  callback: null,
  browse,
});

function start(browse: string | null) {
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => boot(browse)),
      // never answers: signing in stays on its way
      registerApp: fromPromise(() => new Promise<AppCredentials>(() => {})),
    },
  });
  const actor = createActor(machine, {
    input: { redirectUri: 'https://client.example/oauth/callback', scopes: 'read' },
  }).start();
  return actor;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const vote = { type: 'vote', accountId: '3', statusUri: `${SERVER}/statuses/9` } as const;

describe('interaction prompt lifetime', () => {
  it('runs while reading signed out; opens, closes, and ends with stopping to read', async () => {
    const actor = start(SERVER);
    await settle();
    const prompt = actor.getSnapshot().children.interactionPrompt!;
    expect(prompt.getSnapshot().hasTag('open')).toBe(false);
    prompt.send({ type: 'OPEN', prompt: vote });
    expect(prompt.getSnapshot().context.prompt).toEqual(vote);
    prompt.send({ type: 'CLOSE' });
    expect(prompt.getSnapshot().hasTag('open')).toBe(false);
    prompt.send({ type: 'OPEN', prompt: vote });
    actor.send({ type: 'STOP_BROWSING' });
    expect(actor.getSnapshot().children.interactionPrompt).toBeUndefined();
    expect(prompt.getSnapshot().status).toBe('stopped');
  });

  it('ends when the reader signs in on the server being read', async () => {
    const actor = start(SERVER);
    await settle();
    actor.getSnapshot().children.interactionPrompt!.send({ type: 'OPEN', prompt: vote });
    actor.send({ type: 'SIGN_IN', server: SERVER });
    expect(actor.getSnapshot().matches('registering')).toBe(true);
    expect(actor.getSnapshot().children.interactionPrompt).toBeUndefined();
  });

  it('does not run when nobody reads signed out', async () => {
    const actor = start(null);
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().children.interactionPrompt).toBeUndefined();
  });
});
