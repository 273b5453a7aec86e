import { describe, expect, it } from 'vitest';
import { parseTimelineName } from '../../../src/services/timelines';
import { timelineVariants } from '../../../src/services/timelines/timeline-variants';

const variants = (name: string) =>
  timelineVariants(parseTimelineName(name)).map(({ label, on, path }) => `${label}:${on ? 'on' : 'off'}->${path}`);

describe('timeline variants', () => {
  it('the local timeline switches media only on and off', () => {
    expect(variants('community')).toEqual(['mediaOnly:off->/public/local/media']);
    expect(variants('community:media')).toEqual(['mediaOnly:on->/public/local']);
  });

  it('the federated timeline switches other servers only and media only, keeping the other switch', () => {
    expect(variants('public')).toEqual(['remoteOnly:off->/public/remote', 'mediaOnly:off->/public/media']);
    expect(variants('public:remote:media')).toEqual(['remoteOnly:on->/public/media', 'mediaOnly:on->/public/remote']);
  });

  it('a hashtag switches this server only, its tag kept as one path segment', () => {
    expect(variants('hashtag:cats')).toEqual(['localOnly:off->/tags/cats/local']);
    expect(variants('hashtag:cats:local')).toEqual(['localOnly:on->/tags/cats']);
    expect(variants('hashtag:a/b')).toEqual(['localOnly:off->/tags/a%2Fb/local']);
    // its more tags are kept
    expect(variants('hashtag:cats:any=dogs:none=fish')).toEqual(['localOnly:off->/tags/cats/local/any=dogs/none=fish']);
  });

  it('other timelines have no variants', () => {
    expect(variants('home')).toEqual([]);
    expect(variants('list:3')).toEqual([]);
    expect(timelineVariants(null)).toEqual([]);
  });
});
