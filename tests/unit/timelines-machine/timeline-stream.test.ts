import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/services/timelines/timeline-stream';

describe('timeline name -> stream', () => {
  it.each([
    ['home', { stream: 'user' }],
    ['public', { stream: 'public' }],
    ['public:media', { stream: 'public:media' }],
    ['public:remote', { stream: 'public:remote' }],
    ['public:remote:media', { stream: 'public:remote:media' }],
    ['community', { stream: 'public:local' }],
    ['community:media', { stream: 'public:local:media' }],
    ['hashtag:birds', { stream: 'hashtag', tag: 'birds', any: [], all: [], none: [] }],
    ['hashtag:birds:local', { stream: 'hashtag:local', tag: 'birds', any: [], all: [], none: [] }],
    [
      'hashtag:birds:local:any=crow,raven:none=pigeon',
      { stream: 'hashtag:local', tag: 'birds', any: ['crow', 'raven'], all: [], none: ['pigeon'] },
    ],
    ['list:12', { stream: 'list', list: '12' }],
    ['antenna:7', { stream: 'antenna', antenna: '7' }],
    ['account:1', null],
    ['account:1:media', null],
    ['link:https://x.example/a', null],
    ['nonsense', null],
  ])('%s', (name, expected) => {
    expect(streamFor(name)).toEqual(expected);
  });
});
