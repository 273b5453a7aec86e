import { expect } from 'vitest';
import { interactionPromptMachine } from '../../src/machines/interaction-prompt.machine';
import type { InteractionPrompt } from '../../src/machines/interaction-prompt.machine';
import { describeModel } from './model-harness';

const vote: InteractionPrompt = { type: 'vote', accountId: '3', statusUri: 'https://else.example/statuses/9' };
const follow: InteractionPrompt = { type: 'follow', accountId: '4', accountUrl: 'https://else.example/@x' };

describeModel({
  name: 'interaction-prompt',
  machine: interactionPromptMachine,
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
