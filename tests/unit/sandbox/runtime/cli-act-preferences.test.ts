import { describe, expect, it } from 'vitest';
import { parseArgs, requestFor } from '../../../../sandbox/cli/act';

describe('sandbox:act preferences', () => {
  it('maps to /_sandbox/preferences with the account and the reading preferences to set', () => {
    expect(requestFor(parseArgs(['preferences', '--as', 'alice', '--expand-media', 'hide_all']))).toEqual({
      method: 'POST',
      path: '/_sandbox/preferences',
      body: { as: 'alice', expand_media: 'hide_all', expand_spoilers: undefined },
    });
    expect(requestFor(parseArgs(['preferences', '--as', 'bob', '--expand-spoilers', 'true'])).body).toEqual({
      as: 'bob',
      expand_media: undefined,
      expand_spoilers: 'true',
    });
    expect(() => requestFor(parseArgs(['preferences', '--expand-media', 'show_all']))).toThrow(/--as/);
  });
});
