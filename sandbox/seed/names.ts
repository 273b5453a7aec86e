/** Fixed vocabulary for the seeded world. */

export const DOMAINS = {
  mastodon: 'mastodon.example',
  kmyblue: 'kmy.example',
  misskey: 'misskey.example',
  /** 例え.テスト in punycode */
  idn: 'xn--r8jz45g.xn--zckzah',
  social: 'social.example.org',
  fedibird: 'fedibird.example',
  spam: 'spam.example',
  news: 'news.example',
} as const;

export const GENERATED_REMOTE_DOMAINS = [
  DOMAINS.mastodon,
  DOMAINS.kmyblue,
  DOMAINS.misskey,
  DOMAINS.idn,
  DOMAINS.social,
  DOMAINS.fedibird,
] as const;

export const FIRST_NAMES = [
  'aki',
  'ben',
  'chika',
  'dan',
  'emi',
  'fumi',
  'gus',
  'haru',
  'ines',
  'jun',
  'kai',
  'lena',
  'mio',
  'nora',
  'oscar',
  'pia',
  'quinn',
  'ren',
  'sora',
  'taro',
  'uma',
  'vera',
  'wes',
  'xiu',
  'yuki',
  'zoe',
  'hina',
  'leo',
  'mika',
  'noah',
  'rin',
  'saki',
  'tom',
  'yui',
  'kenji',
  'marta',
  'nils',
  'olga',
] as const;

export const SURNAMES = [
  'Sato',
  'Suzuki',
  'Tanaka',
  'Ito',
  'Weber',
  'Martin',
  'Garcia',
  'Rossi',
  'Novak',
  'Kim',
  'Silva',
  'Nakamura',
] as const;

export const HASHTAGS = [
  'tsubame',
  'photography',
  'cats',
  'fediverse',
  'kmyblue',
  'gardening',
  'music',
  'coffee',
  'ramen',
  'travel',
  'programming',
  'typescript',
  'birds',
  'sunset',
  'books',
  'mastodon',
  'art',
  'cooking',
  'running',
  'tea',
] as const;

export interface Sentence {
  text: string;
  language: string | null;
}

export const SENTENCES: readonly Sentence[] = [
  { text: 'Good morning, everyone! The coffee is ready.', language: 'en' },
  { text: 'Just finished a long walk along the river.', language: 'en' },
  { text: 'Does anyone know a good book about birds?', language: 'en' },
  { text: 'The swallows are back on the balcony again this year.', language: 'en' },
  { text: 'Shipping a small fix before lunch, wish me luck.', language: 'en' },
  { text: 'Rainy day, perfect for reading and tea.', language: 'en' },
  { text: 'I tried a new ramen place today and it was excellent.', language: 'en' },
  { text: 'Working on the garden: tomatoes, basil and far too much mint.', language: 'en' },
  { text: 'Reminder that it is fine to take a break from the timeline.', language: 'en' },
  { text: 'The sunset over the harbour was unreal tonight.', language: 'en' },
  { text: 'Our cat has decided the keyboard is her bed now.', language: 'en' },
  { text: 'Spent the evening refactoring a state machine. It feels much cleaner.', language: 'en' },
  { text: 'Long thread about what I learned running a small server this year.', language: 'en' },
  { text: 'Trains are delayed again; reading on the platform.', language: 'en' },
  { text: 'New photo set from the mountains is up.', language: 'en' },
  { text: 'おはようございます。今日もいい天気ですね。', language: 'ja' },
  { text: 'ツバメが巣を作り始めました。', language: 'ja' },
  { text: '新しいラーメン屋さんに行ってきました。とても美味しかった！', language: 'ja' },
  { text: '今日は一日中雨なので、家で本を読んでいます。', language: 'ja' },
  { text: '猫がキーボードの上で寝ています。仕事になりません。', language: 'ja' },
  { text: '夕焼けがとてもきれいでした。', language: 'ja' },
  { text: 'サーバーのメンテナンスが終わりました。お疲れさまでした。', language: 'ja' },
  { text: 'Guten Morgen! Heute gibt es frisches Brot.', language: 'de' },
  { text: 'Bonjour à tous, belle journée pour une promenade.', language: 'fr' },
  { text: 'Buenos días, ¿qué tal el fin de semana?', language: 'es' },
  { text: 'lol ok', language: null },
];

export const SPOILERS = [
  'Spoilers for the new film',
  'Food (eye contact)',
  'Politics',
  'Long post',
  'Mental health',
  'ネタバレ注意',
] as const;

export const MEDIA_DESCRIPTIONS = [
  'A swallow perched on a wire against a blue sky.',
  'A bowl of ramen with an egg and spring onions.',
  'A cat asleep on a laptop keyboard.',
  'Sunset over a harbour with boats in silhouette.',
  'A vegetable garden with tomato plants.',
  'A snowy mountain ridge at dawn.',
  '雨に濡れた紫陽花。',
  'A screenshot of a code editor showing a state chart.',
] as const;

export const UNICODE_REACTIONS = ['👍', '❤️', '😆', '🎉', '🙏', '👀', '🔥', '🥺'] as const;
