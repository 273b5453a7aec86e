/**
 * Routes /follow_requests, /blocks and /mutes: the signed-in user's follow requests, blocked accounts and muted
 * accounts (account-moderation-lists.ts), one row per account with the list's actions (ModerationRow), in the
 * shared moderation list body (Load more, loading, empty and error states; a row whose action the server accepted
 * leaves, announced, the focus moving on). Loaded on first use only.
 */
import { useTranslation } from '../../i18n/react';
import {
  ACCOUNT_MODERATION_DATA,
  type AccountModerationList,
} from '../../services/data/definitions/account-moderation-lists';
import { usePagedList } from '../../services/data/use-data';
import { AccountListFrame } from '../account-lists/AccountListFrame';
import { ModerationListBody } from './ModerationListBody';
import { ModerationRow } from './ModerationRow';

export type { AccountModerationList } from '../../services/data/definitions/account-moderation-lists';

export function AccountScreen({ list }: { list: AccountModerationList }) {
  const { t } = useTranslation();
  const view = usePagedList(ACCOUNT_MODERATION_DATA[list], null);
  const title = t(`accountScreens.title.${list}`);
  return (
    <AccountListFrame title={title} busy={view.status.kind === 'loading'}>
      <ModerationListBody
        title={title}
        view={view}
        attribute="account"
        empty={t(`accountScreens.empty.${list}`)}
        row={(accountId, leave) => (
          <ModerationRow
            list={list}
            accountId={accountId}
            onDone={(_, action, acct) => leave(t(`accountScreens.done.${action}`, { acct }))}
          />
        )}
      />
    </AccountListFrame>
  );
}

export default AccountScreen;
