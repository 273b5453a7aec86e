/**
 * Reactions to a post, grouped by emoji: each emoji with the faces of those who reacted with it. A group
 * without emoji groups (older data) shows its sample accounts as one strip instead.
 */
import type { NotificationGroup } from '../../../domain/entities/notification-group';
import { AvatarStrip } from './AvatarStrip';
import { ReactionEmoji } from './Sentence';

export function EmojiReactionGroups({ group }: { group: NotificationGroup }) {
  if (group.emojiReactionGroups.length === 0) return <AvatarStrip accountIds={group.sampleAccountIds} />;
  return (
    <ul className="notification__reaction-groups">
      {group.emojiReactionGroups.map((reaction, index) => (
        <li
          key={`${index}:${reaction.emoji.name}@${reaction.emoji.domain ?? ''}`}
          className="notification__reaction-group"
        >
          <ReactionEmoji emoji={reaction.emoji} />
          <AvatarStrip accountIds={reaction.sampleAccountIds} />
        </li>
      ))}
    </ul>
  );
}
