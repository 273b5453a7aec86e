/**
 * Route /domain_blocks: the whole servers the signed-in user blocks (domain-blocks-list.ts), one row per domain
 * with its Unblock button (DomainBlockRow), in the shared moderation list body (Load more, loading, empty and error
 * states; a domain whose unblock the server accepted leaves, announced, the focus moving on). A server that
 * answers the list with 404 does not offer domain blocks: the screen says so calmly, with no alert. Loaded on
 * first use only.
 */
import { useTranslation } from '../../i18n/react';
import { DOMAIN_BLOCKS_DATA } from '../../services/data/definitions/domain-blocks-list';
import { usePagedList } from '../../services/data/use-data';
import { AccountListFrame } from '../account-lists/AccountListFrame';
import { DomainBlockRow } from './DomainBlockRow';
import { ModerationListBody } from './ModerationListBody';

export function DomainBlocksScreen() {
  const { t } = useTranslation();
  const view = usePagedList(DOMAIN_BLOCKS_DATA, null);
  const title = t('accountScreens.title.domainBlocks');
  return (
    <AccountListFrame title={title} busy={view.status.kind === 'loading'}>
      <ModerationListBody
        title={title}
        view={view}
        attribute="domain"
        empty={t('accountScreens.empty.domainBlocks')}
        unavailable={t('accountScreens.domainBlocksUnavailable')}
        row={(domain, leave) => (
          <DomainBlockRow
            domain={domain}
            onDone={(_, shown) => leave(t('accountScreens.done.domainUnblock', { domain: shown }))}
          />
        )}
      />
    </AccountListFrame>
  );
}

export default DomainBlocksScreen;
