/**
 * The about page's rules for what the server says of itself: the summary from the v2 instance, and the moderated
 * servers grouped by severity, with a refusal meaning "not published" rather than a failure.
 */
import { describe, expect, it } from 'vitest';
import { isUnpublished, moderatedServersOf } from '../../../src/services/about/moderated-servers';
import { summaryOf } from '../../../src/services/about/server-summary';
import type { ApiInstance } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';

const refusal = (status: number) =>
  new ApiError({ kind: 'response', message: 'refused', status, statusText: 'Refused' });

const instance = (extra: Partial<ApiInstance> = {}) =>
  ({
    domain: 'social.example',
    title: 'Social',
    description: 'A place.',
    thumbnail: {
      url: 'https://social.example/t.png',
      description: 'A swallow',
      versions: { '@2x': 'https://social.example/t2.png' },
    },
    contact: { email: 'admin@social.example', account: null },
    rules: [
      { id: '2', text: 'Be kind', hint: 'No harassment' },
      { id: '1', text: 'No spam' },
      { id: '3', text: '   ' },
    ],
    ...extra,
  }) as unknown as ApiInstance;

describe('the server summary', () => {
  it('keeps the rules in the server order, with empty hints, and leaves out rules without text', () => {
    expect(summaryOf(instance(), null).rules).toEqual([
      { id: '2', text: 'Be kind', hint: 'No harassment' },
      { id: '1', text: 'No spam', hint: '' },
    ]);
  });

  it('gives the picture with its high-density version and description, and the contact', () => {
    const summary = summaryOf(instance(), '7');
    expect(summary.thumbnail).toEqual({
      url: 'https://social.example/t.png',
      url2x: 'https://social.example/t2.png',
      description: 'A swallow',
    });
    expect(summary).toMatchObject({ title: 'Social', domain: 'social.example', contactEmail: 'admin@social.example' });
    expect(summary.contactAccountId).toBe('7');
  });

  it('leaves out a picture that is not http(s) and an email address that is not one', () => {
    const summary = summaryOf(
      instance({
        thumbnail: { url: 'javascript:alert(1)' },
        contact: { email: 'not an address' },
      } as Partial<ApiInstance>),
      null,
    );
    expect(summary.thumbnail).toBeNull();
    expect(summary.contactEmail).toBe('');
  });
});

describe('the moderated servers', () => {
  it('are grouped by severity, suspended first, each group in the server order', () => {
    const result = moderatedServersOf([
      { domain: 'quiet.example', digest: 'a', severity: 'silence', comment: 'Noisy' },
      { domain: 'bad.example', digest: 'b', severity: 'suspend', comment: null },
      { domain: 'worse.example', digest: 'c', severity: 'suspend', comment: ' Spam ' },
    ]);
    expect(result).toEqual({
      published: true,
      groups: [
        {
          severity: 'suspend',
          servers: [
            { domain: 'bad.example', digest: 'b', severity: 'suspend', comment: '' },
            { domain: 'worse.example', digest: 'c', severity: 'suspend', comment: 'Spam' },
          ],
        },
        {
          severity: 'silence',
          servers: [{ domain: 'quiet.example', digest: 'a', severity: 'silence', comment: 'Noisy' }],
        },
      ],
    });
  });

  it('leave out entries without a domain or with another severity, and list no empty group', () => {
    expect(
      moderatedServersOf([{ domain: '', severity: 'suspend' }, { domain: 'x.example', severity: 'noop' }, 'junk']),
    ).toEqual({ published: true, groups: [] });
    expect(moderatedServersOf(null)).toEqual({ published: true, groups: [] });
  });

  it('a 403, 404 or 410 means the server does not publish them; other failures are failures', () => {
    expect([403, 404, 410].map((status) => isUnpublished(refusal(status)))).toEqual([true, true, true]);
    expect([401, 500, 503].map((status) => isUnpublished(refusal(status)))).toEqual([false, false, false]);
    expect(isUnpublished(new Error('404'))).toBe(false);
  });
});
