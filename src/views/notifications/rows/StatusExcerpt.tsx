/**
 * A compact, dimmed excerpt of the post a notification is about (text only: no media, poll or card), which
 * opens the post on click or Enter. It shows what a reader of the post sees first: the content warning's
 * text while the post has one, else the content, from the sanitiser's safe tree. Links inside the post are
 * shown as text, since the whole excerpt is one link to the post.
 */
import { useTranslation } from '../../../i18n/react';
import type { Status } from '../../../domain/entities';
import type { SafeNode } from '../../../services/sanitize';
import { statusPath } from '../../../services/routing/paths';
import { useAccount, useStatus } from '../../../services/store';
import { InternalLink } from '../../common/InternalLink';
import { RichText } from '../../common/RichText';
import { statusTrees } from '../../status/status-content';

function withoutLinks(nodes: readonly SafeNode[]): SafeNode[] {
  return nodes.map((node) => {
    if (node.kind === 'link')
      return { kind: 'element', tag: 'span', className: '', children: withoutLinks(node.children) };
    if (node.kind === 'element') return { ...node, children: withoutLinks(node.children) };
    return node;
  });
}

const excerptCache = new WeakMap<Status, SafeNode[]>();

/** The excerpt's tree, computed once per stored record (records are immutable). */
function excerptNodes(status: Status): SafeNode[] {
  let nodes = excerptCache.get(status);
  if (nodes === undefined) {
    const trees = statusTrees(status);
    nodes = withoutLinks(status.spoiler_text.trim() !== '' ? trees.spoiler : trees.content);
    excerptCache.set(status, nodes);
  }
  return nodes;
}

export function StatusExcerpt({ statusId }: { statusId: string | null }) {
  const { t } = useTranslation();
  const wrapper = useStatus(statusId);
  const boosted = useStatus(wrapper?.reblogId ?? null);
  const status = wrapper?.reblogId == null ? wrapper : boosted;
  const author = useAccount(status?.accountId);
  if (status === undefined || author === undefined) return null;
  const nodes = excerptNodes(status);
  const media = status.media_attachments.length;
  if (nodes.length === 0 && media === 0) return null;
  return (
    <InternalLink to={statusPath(author.acct, status.id)} className="notification__excerpt">
      {nodes.length > 0 ? (
        <div className="notification__excerpt-text rich-text" lang={status.language ?? undefined}>
          <RichText nodes={nodes} />
        </div>
      ) : (
        <div className="notification__excerpt-text">{t('notifications.types.excerpt.media', { count: media })}</div>
      )}
    </InternalLink>
  );
}
