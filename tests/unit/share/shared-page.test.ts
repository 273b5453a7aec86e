import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../src/services/store';
import { eventsForIntent } from '../../../src/services/compose/intent-events';
import { sharedPageOf, sharedPageText } from '../../../src/services/compose/shared-page';
import type { Api } from '../../../src/services/api';

const text = (query: string) => sharedPageText(sharedPageOf(new URLSearchParams(query)));

describe('a page shared to the app', () => {
  it('is the title, a blank line, then the text and the link', () => {
    expect(text('title=Swallows&text=They%20fly%20low&url=https%3A%2F%2Fbirds.example%2Fswallows')).toBe(
      'Swallows\n\nThey fly low https://birds.example/swallows',
    );
  });

  it('leaves out a missing or blank part with its separator', () => {
    expect(text('text=Only%20text')).toBe('Only text');
    expect(text('url=https%3A%2F%2Fbirds.example%2F')).toBe('https://birds.example/');
    expect(text('title=Swallows&url=https%3A%2F%2Fbirds.example%2F')).toBe('Swallows\n\nhttps://birds.example/');
    expect(text('title=Swallows&text=%20&url=')).toBe('Swallows');
    expect(text('title=%20%20&text=They%20fly%20low')).toBe('They fly low');
    expect(text('')).toBe('');
  });

  it('trims each part (share sheets often add line ends)', () => {
    expect(text('title=%20Swallows%0A&text=They%20fly%0A')).toBe('Swallows\n\nThey fly');
  });

  it("becomes the composer's text (an intent that replaces the draft)", async () => {
    const store = createEntityStore({ currentAccountId: '9' });
    const events = await eventsForIntent(
      { type: 'share', text: 'Swallows\n\nhttps://birds.example/' },
      { api: {} as Api, store, me: '9' },
    );
    expect(events).toEqual([{ type: 'compose.text', text: 'Swallows\n\nhttps://birds.example/' }]);
  });
});
