import type { ApiPreviewCard } from '../../../../src/domain/entities/api-types';
import { HASH } from '../media/attachment-fixtures';

export function apiCard(overrides: Partial<ApiPreviewCard> = {}): ApiPreviewCard {
  return {
    url: 'https://news.example/story',
    title: 'A story',
    description: 'What happened',
    type: 'link',
    author_name: '',
    author_url: '',
    authors: [],
    provider_name: 'News Example',
    provider_url: 'https://news.example',
    html: '',
    width: 1200,
    height: 630,
    image: 'https://files.example/cards/story.png',
    image_description: 'Front page',
    embed_url: '',
    blurhash: HASH,
    language: 'en',
    ...overrides,
  };
}

export const YOUTUBE_HTML =
  '<iframe width="200" height="113" src="https://www.youtube.com/embed/abc123?feature=oembed" frameborder="0" allowfullscreen></iframe>';

export function videoCard(overrides: Partial<ApiPreviewCard> = {}): ApiPreviewCard {
  return apiCard({
    type: 'video',
    url: 'https://www.youtube.com/watch?v=abc123',
    provider_name: 'YouTube',
    title: 'A video',
    html: YOUTUBE_HTML,
    width: 200,
    height: 113,
    ...overrides,
  });
}
