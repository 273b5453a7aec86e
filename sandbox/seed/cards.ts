import type { CardRecord, StatusRecord } from '../kernel/records';
import { mediaPaths, pictureSeed } from '../media-files';
import { account, type SeedContext } from './context';
import { renderContent } from './content';
import { blurhashFor } from './media';

type CardSpec = Omit<CardRecord, 'image' | 'blurhash'> & { imageName: string | null };

const base = {
  author_name: '',
  author_url: '',
  author_account_id: null,
  html: '',
  embed_url: '',
  language: 'en',
  published_at: null,
  image_description: '',
} as const;

function cardSpecs(ctx: SeedContext): CardSpec[] {
  const alice = account(ctx, 'alice');
  return [
    {
      ...base,
      url: 'https://video.example/watch?v=swallow42&t=95',
      title: 'Swallows nesting — time-lapse',
      type: 'video',
      description: 'Four weeks of a swallow nest in ninety seconds.',
      provider_name: 'VidTube',
      provider_url: 'https://video.example/',
      author_name: 'Bird Cam',
      author_url: 'https://video.example/@birdcam',
      width: 480,
      height: 270,
      imageName: 'video-swallow',
      html: '<iframe width="480" height="270" src="https://video.example/embed/swallow42?start=95" frameborder="0" allowfullscreen="true" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>',
    },
    {
      ...base,
      url: 'https://blog.alice.example/2024/calm-clients',
      title: 'On calm clients',
      type: 'link',
      description: 'Why a social client should feel quiet.',
      provider_name: 'Alice’s blog',
      provider_url: 'https://blog.alice.example/',
      author_name: 'Alice',
      author_url: `https://blog.alice.example/about`,
      author_account_id: alice.id,
      width: 400,
      height: 210,
      imageName: 'calm-clients',
      image_description: 'A quiet desk by a window.',
      published_at: ctx.clock.iso(ctx.clock.now - 20 * 86_400_000),
    },
    {
      ...base,
      url: 'https://news.example/articles/storm-damage',
      title: 'Storm damage photographs (graphic)',
      type: 'link',
      description: 'Images of injuries and destroyed homes after the storm. Viewer discretion advised.',
      provider_name: 'News Example',
      provider_url: 'https://news.example/',
      width: 400,
      height: 210,
      imageName: 'storm',
    },
    {
      ...base,
      url: 'https://photos.example/p/sunset',
      title: 'Harbour sunset',
      type: 'photo',
      description: '',
      provider_name: 'Photos Example',
      provider_url: 'https://photos.example/',
      width: 1200,
      height: 800,
      imageName: 'sunset',
      embed_url: 'https://photos.example/p/sunset/full.jpg',
    },
    {
      ...base,
      url: 'https://docs.example.org/guide/typescript',
      title: 'A gentle guide to TypeScript',
      type: 'link',
      description: 'From types to generics in one sitting.',
      provider_name: 'Docs',
      provider_url: 'https://docs.example.org/',
      width: 0,
      height: 0,
      imageName: null,
    },
    {
      ...base,
      url: 'https://recipes.example.jp/ramen/shoyu',
      title: '醤油ラーメンの作り方',
      type: 'link',
      language: 'ja',
      description: '家で作れる本格醤油ラーメン。',
      provider_name: 'レシピ例',
      provider_url: 'https://recipes.example.jp/',
      width: 400,
      height: 300,
      imageName: 'ramen',
    },
    {
      ...base,
      url: 'https://music.example/embed/song/77',
      title: 'Rainy afternoon (live)',
      type: 'rich',
      description: 'A live set.',
      provider_name: 'Music Example',
      provider_url: 'https://music.example/',
      width: 400,
      height: 120,
      imageName: null,
      html: '<iframe width="400" height="120" src="https://music.example/embed/song/77" frameborder="0"></iframe>',
    },
  ];
}

/**
 * The oracle declares author_url and embed_url as URIs, so empty strings (which Mastodon itself sends) would fail
 * the contract; seeded cards always fill them (the provider, the embed source or the page itself).
 */
function toCard(spec: CardSpec): CardRecord {
  const { imageName, ...rest } = spec;
  const iframeSrc = /src="([^"]+)"/.exec(spec.html)?.[1];
  return {
    ...rest,
    author_url: spec.author_url || spec.provider_url,
    embed_url: spec.embed_url || iframeSrc || spec.url,
    image: imageName ? mediaPaths.card(imageName) : null,
    blurhash: imageName
      ? blurhashFor(pictureSeed.card(imageName), Math.max(spec.width, 4), Math.max(spec.height, 3))
      : null,
  };
}

/** Link cards on posts without media: a video card, a card by a seeded author, a graphic (sensitive) one, ... */
export function seedCards(ctx: SeedContext, count: number): StatusRecord[] {
  const cards = cardSpecs(ctx).map(toCard);
  const candidates = ctx.posts.filter(
    (p) => p.media_ids.length === 0 && p.poll_id === null && p.visibility !== 'direct',
  );
  const chosen = ctx.random.sample(candidates, count);
  chosen.forEach((status, i) => {
    const card = cards[i % cards.length]!;
    const author = ctx.db.accounts.get(status.account_id)!;
    const sentence =
      status.text
        .split('\n')[0]!
        .replace(/^(@\S+\s)+/, '')
        .replace(/\*\*|\s?:[a-z0-9_]+:/g, '')
        .trim() || 'Worth a look.';
    const rendered = renderContent(ctx.db, { sentence, link: card.url, domain: author.domain, tags: status.tags });
    status.text = rendered.text;
    status.content = rendered.content;
    status.mention_ids = [];
    status.emojis = [];
    status.markdown = false;
    status.card = { ...card };
    if (card.url.includes('storm')) {
      status.sensitive = true;
      status.spoiler_text = 'Graphic news';
    }
  });
  return chosen;
}
