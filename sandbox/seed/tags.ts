import type { SeedContext } from './context';

/** Tag records for every hashtag used (followers and featured sets are filled by seedOrganise). */
export function seedTags(ctx: SeedContext): void {
  for (const status of ctx.db.statuses.values()) {
    for (const name of status.tags) {
      const key = name.toLowerCase();
      if (!ctx.db.tags.has(key)) ctx.db.tags.set(key, { name: key, followers: new Set(), featured_by: new Set() });
    }
  }
}
