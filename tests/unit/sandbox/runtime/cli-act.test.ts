import { describe, expect, it } from 'vitest';
import { describe as describeResult, parseArgs, requestFor } from '../../../../sandbox/cli/act';

const req = (...argv: string[]) => requestFor(parseArgs(argv));

describe('sandbox:act command line', () => {
  it('maps post, react and follow to /_sandbox/act as the given account', () => {
    expect(
      req('--url', 'http://127.0.0.1:9', 'post', '--as', 'bob', 'Hello', 'there', '--visibility', 'public'),
    ).toEqual({
      method: 'POST',
      path: '/_sandbox/act',
      body: {
        as: 'bob',
        action: 'post',
        text: 'Hello there',
        visibility: 'public',
        in_reply_to_id: undefined,
        spoiler_text: undefined,
        media: undefined,
      },
    });
    expect(req('react', '--as', 'bob', '123', '👍').body).toEqual({
      as: 'bob',
      action: 'react',
      status_id: '123',
      emoji: '👍',
    });
    expect(req('follow', '--as', 'bob', 'alice').body).toEqual({ as: 'bob', action: 'follow', target: 'alice' });
    expect(req('vote', '--as', 'bob', '9', '0', '2').body).toMatchObject({ choices: [0, 2] });
  });

  it('maps stream to a burst and options to typed values', () => {
    expect(req('stream', '--as', 'bob', '--count', '20', '--per-second', '5')).toEqual({
      method: 'POST',
      path: '/_sandbox/burst',
      body: { as: 'bob', count: 20, perSecond: 5, text: undefined },
    });
    expect(req('options', '--latency-ms', '300', '--fault-paths', '/timelines/,/statuses').body).toEqual({
      latencyMs: 300,
      faultPaths: ['/timelines/', '/statuses'],
    });
  });

  it('maps a direct mention, the api/web refusal switch and the markers look', () => {
    expect(req('mention', '--as', 'bob', 'alice', 'psst', '--visibility', 'direct').body).toEqual({
      as: 'bob',
      action: 'mention',
      target: 'alice',
      text: 'psst',
      visibility: 'direct',
    });
    expect(req('options', '--web-api-refusal', '422').body).toEqual({ webApiRefusal: 422 });
    expect(req('markers', 'alice')).toEqual({ method: 'GET', path: '/_sandbox/markers?acct=alice' });
    expect(req('markers')).toEqual({ method: 'GET', path: '/_sandbox/markers' });
  });

  it("maps revoke to the server's revocation of an account's tokens, or of one token", () => {
    expect(req('revoke', 'alice')).toEqual({ method: 'POST', path: '/_sandbox/revoke', body: { acct: 'alice' } });
    expect(req('revoke', '--token', 'abc')).toEqual({
      method: 'POST',
      path: '/_sandbox/revoke',
      body: { token: 'abc' },
    });
    expect(() => req('revoke')).toThrow('missing account');
    expect(describeResult('revoke', { acct: 'alice', revoked: 2, dropped: 1 })).toBe(
      'revoked 2 token(s) of alice; closed 1 streaming socket(s)',
    );
  });

  it('refuses a missing account or unknown command', () => {
    expect(() => req('favourite', '123')).toThrow('--as');
    expect(() => req('dance')).toThrow('Unknown command');
  });

  it('says what happened in one line', () => {
    expect(describeResult('react', { as: 'bob', emoji: '👍', status_id: '5' })).toBe('bob reacted 👍 to 5');
    expect(describeResult('stream', { scheduled: 20, interval_ms: 200 })).toBe('scheduled 20 posts, one every 200 ms');
  });
});
