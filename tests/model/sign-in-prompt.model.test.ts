import { expect } from 'vitest';
import { signInPromptMachine } from '../../src/machines/sign-in-prompt.machine';
import type { SignInPrompt } from '../../src/machines/sign-in-prompt.machine';
import { describeModel } from './model-harness';

const vote: SignInPrompt = { type: 'vote', accountId: '3', statusUri: 'https://else.example/statuses/9' };
const follow: SignInPrompt = { type: 'follow', accountId: '4', accountUrl: 'https://else.example/@x' };

describeModel({
  name: 'interaction-prompt',
  machine: signInPromptMachine,
  events: [{ type: 'OPEN', prompt: vote }, { type: 'OPEN', prompt: follow }, { type: 'CLOSE' }],
  expectations: {
    closed: (snapshot) => {
      // nothing is shown, nothing is remembered
      expect(snapshot.hasTag('open')).toBe(false);
      expect(snapshot.context.prompt).toBeNull();
    },
    open: (snapshot) => {
      // the prompt shows what the reader tried last
      expect(snapshot.hasTag('open')).toBe(true);
      expect([vote, follow]).toContain(snapshot.context.prompt);
    },
  },
});
