import type { EmojiReactionRecord } from './records';

/**
 * db.emojiReactions grouped by status. The list is a plain-looking array wrapped in a Proxy that notices every
 * write (push, splice, index assignment, length, sort...), so the grouping is rebuilt lazily after any change
 * and never goes stale. A reaction record edited in place is re-checked by status id when read, but moving a
 * reaction to another status in place is not noticed: replace the record instead.
 */
export class ReactionIndex {
  private version = 0;
  private builtVersion = -1;
  private readonly byStatus = new Map<string, EmojiReactionRecord[]>();
  /** the reactions list; write to it like any array */
  readonly list: EmojiReactionRecord[];

  constructor() {
    const bump = () => {
      this.version += 1;
    };
    this.list = new Proxy<EmojiReactionRecord[]>([], {
      set(target, key, value) {
        const ok = Reflect.set(target, key, value);
        bump();
        return ok;
      },
      deleteProperty(target, key) {
        const ok = Reflect.deleteProperty(target, key);
        bump();
        return ok;
      },
      defineProperty(target, key, descriptor) {
        const ok = Reflect.defineProperty(target, key, descriptor);
        bump();
        return ok;
      },
    });
  }

  /** Reactions on a status in list order (the order they were made). */
  of(statusId: string): readonly EmojiReactionRecord[] {
    if (this.builtVersion !== this.version) this.rebuild();
    const found = this.byStatus.get(statusId);
    if (!found) return [];
    return found.every((r) => r.status_id === statusId) ? found : found.filter((r) => r.status_id === statusId);
  }

  private rebuild(): void {
    this.byStatus.clear();
    for (const reaction of this.list) {
      let group = this.byStatus.get(reaction.status_id);
      if (!group) this.byStatus.set(reaction.status_id, (group = []));
      group.push(reaction);
    }
    this.builtVersion = this.version;
  }
}
