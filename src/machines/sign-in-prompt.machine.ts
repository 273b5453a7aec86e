import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The interaction prompt: a signed-out reader tried something that needs an account (vote, reply, favourite, boost,
 * react, bookmark, quote, follow) and is asked to sign in.
 *
 *   closed --OPEN--> open --CLOSE--> closed
 *                    open --OPEN--> open (the newer attempt replaces the prompt)
 *
 * The session chart runs this chart while a server is read signed out, and only then: the prompt cannot open
 * for someone signed in, and it goes away when signed-out reading ends (signing in here or elsewhere is the
 * session's SIGN_IN or STOP_BROWSING, which leave that state). Tag: `open`.
 */

/**
 * What a signed-out visitor tried to do, which the prompt asks them to sign in for (the app's services open it).
 * `vote` carries the poll author's account id and the status uri.
 */
export type SignInPrompt =
  | { type: 'vote'; accountId: string; statusUri: string }
  | { type: 'reply' | 'favourite' | 'reblog' | 'react' | 'bookmark' | 'quote'; statusId: string; statusUri: string }
  | { type: 'follow'; accountId: string; accountUrl: string }
  | { type: 'followTag'; tag: string };

export interface SignInPromptContext {
  /** what the reader tried, while the prompt is open */
  prompt: SignInPrompt | null;
}

export type SignInPromptEvent = { type: 'OPEN'; prompt: SignInPrompt } | { type: 'CLOSE' };

export const signInPromptMachine = setup({
  types: {} as { context: SignInPromptContext; events: SignInPromptEvent },
  actions: {
    keepPrompt: assign({ prompt: ({ context, event }) => (event.type === 'OPEN' ? event.prompt : context.prompt) }),
    forgetPrompt: assign({ prompt: null }),
  },
}).createMachine({
  id: 'interactionPrompt',
  context: { prompt: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'keepPrompt' } },
    },
    open: {
      tags: ['open'],
      on: {
        OPEN: { actions: 'keepPrompt' },
        CLOSE: { target: 'closed', actions: 'forgetPrompt' },
      },
    },
  },
});

export type SignInPromptMachine = typeof signInPromptMachine;
export type SignInPromptActor = ActorRefFrom<SignInPromptMachine>;
export type SignInPromptSnapshot = SnapshotFrom<SignInPromptMachine>;
