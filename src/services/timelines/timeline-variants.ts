/**
 * The variants of a public or hashtag timeline the reader can switch between, each its own address:
 * - the local timeline (community): all posts, or media only (/public/local, /public/local/media);
 * - the federated timeline (public): from every server or only from other servers, each with or without media only
 *   (/public, /public/remote, /public/media, /public/remote/media);
 * - a hashtag: from every server or from this server only (/tags/{tag}, /tags/{tag}/local), its more tags kept.
 * Other timelines have none.
 */
import { hashtagAddress } from './hashtag-timeline';
import type { TimelineSpec } from './timeline-name';

/** One switch of a timeline: its label key (under timelineSettings.), whether it is on, and the path it leads to. */
export interface TimelineVariantSwitch {
  label: 'mediaOnly' | 'remoteOnly' | 'localOnly';
  on: boolean;
  /** the timeline's path with this switch flipped */
  path: string;
}

function publicPath(remote: boolean, onlyMedia: boolean): string {
  return `/public${remote ? '/remote' : ''}${onlyMedia ? '/media' : ''}`;
}

export function timelineVariants(spec: TimelineSpec | null): TimelineVariantSwitch[] {
  if (spec === null) return [];
  switch (spec.kind) {
    case 'community':
      return [
        { label: 'mediaOnly', on: spec.onlyMedia, path: spec.onlyMedia ? '/public/local' : '/public/local/media' },
      ];
    case 'public':
      return [
        { label: 'remoteOnly', on: spec.remote, path: publicPath(!spec.remote, spec.onlyMedia) },
        { label: 'mediaOnly', on: spec.onlyMedia, path: publicPath(spec.remote, !spec.onlyMedia) },
      ];
    case 'hashtag':
      // its more tags are kept
      return [{ label: 'localOnly', on: spec.local, path: hashtagAddress({ ...spec, local: !spec.local }) }];
    default:
      return [];
  }
}
