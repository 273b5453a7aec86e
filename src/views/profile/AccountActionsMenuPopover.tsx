/**
 * A profile's account actions menu (loaded on first use): a react-aria-components menu in a popover next to the
 * "More" button (MenuPopover: arrows, Home/End, type-ahead; Escape, Tab or a click outside close it and focus
 * returns to "More"). Entries come from account-actions-menu-items.ts. Mute, Block and Block domain ask first, in
 * their dialog shown in place of the menu (downloaded when first opened), and Report opens the report dialog there
 * for the account (no post ticked: its recent posts are offered); Unmute, Unblock, Unblock domain, featuring
 * and removing from followers run at once; Mention opens the composer; Copy link puts the profile's address on the
 * clipboard.
 */
import { Suspense, type RefObject } from 'react';
import { MenuItem, type Key } from 'react-aria-components/Menu';
import { useTranslation } from '../../i18n/react';
import { accountDomain } from '../../services/accounts/account-domain';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../domain/entities';
import { safeHttpUrl } from '../../services/sanitize';
import { useRelationship } from '../../services/store';
import { decodeDomain } from '../../services/text/idn';
import { MenuPopover } from '../common/menu/MenuPopover';
import { useMenuDialog } from '../common/menu/use-menu-dialog';
import { LazyBlockDialog, LazyDomainBlockDialog, LazyMuteDialog } from '../account-actions/lazy-account-action-dialogs';
import { runAccountAction } from '../../services/account-actions/run-account-action';
import { LazyMembershipDialog } from '../collections/lazy-collections';
import { LazyReportDialog } from '../reports/lazy-report-dialog';
import { LazyAntennaMembershipDialog } from '../antennas/lazy-antennas';
import { collectionFeatures } from '../../services/collections/collection-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import {
  accountMenuCommands,
  DANGER_COMMANDS,
  DIALOG_COMMANDS,
  DOMAIN_COMMANDS,
  type AccountMenuCommand,
} from './account-actions-menu-items';

export interface AccountActionsMenuPopoverProps {
  account: Account;
  /** the "More" button: the menu sits next to it */
  triggerRef: RefObject<HTMLElement | null>;
  /** the menu element's id (the button's aria-controls) */
  menuId: string;
  /** an entry opened its dialog in place of the menu */
  onDialog(): void;
  /** closes the menu (or its dialog); focus goes back to "More" */
  onClose(): void;
}

export default function AccountActionsMenuPopover({
  account,
  triggerRef,
  menuId,
  onDialog,
  onClose,
}: AccountActionsMenuPopoverProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const relationship = useRelationship(account.id);
  const antennas = useServerInfo(collectionFeatures).value?.antennas === true;
  // a dialog replaces the menu: the menu's own closing (its focus moved into the dialog) is not a close
  const { dialog, openDialog, menuClosed } = useMenuDialog<
    'mute' | 'block' | 'report' | 'domainBlock' | 'lists' | 'antennas'
  >(onDialog);
  const acct = account.acct;
  // the account's server, for the domain entries (none for an account of the reader's own server)
  const domain = accountDomain(acct);

  if (dialog !== null) {
    return (
      <Suspense fallback={null}>
        {dialog === 'mute' ? (
          <LazyMuteDialog accountId={account.id} acct={acct} onClose={onClose} />
        ) : dialog === 'report' ? (
          <LazyReportDialog accountId={account.id} acct={acct} statusId={null} onClose={onClose} />
        ) : dialog === 'antennas' ? (
          <LazyAntennaMembershipDialog accountId={account.id} acct={acct} onClose={onClose} />
        ) : dialog === 'lists' ? (
          <LazyMembershipDialog accountId={account.id} acct={acct} onClose={onClose} />
        ) : dialog === 'domainBlock' && domain !== null ? (
          <LazyDomainBlockDialog domain={domain} onClose={onClose} />
        ) : (
          <LazyBlockDialog accountId={account.id} acct={acct} onClose={onClose} />
        )}
      </Suspense>
    );
  }

  const choose = (key: Key) => {
    const command = key as AccountMenuCommand;
    switch (command) {
      case 'mute':
      case 'block':
      case 'report':
      case 'domainBlock':
      case 'lists':
      case 'antennas':
        openDialog(command);
        return;
      case 'mention':
        services.navigate('/publish', { state: { compose: { type: 'mention', acct } } });
        return;
      case 'copyLink':
        void navigator.clipboard?.writeText(safeHttpUrl(account.url) ?? account.url).catch(() => {});
        return;
      case 'hideReblogs':
      case 'showReblogs':
        // a follow that only changes whether their boosts reach home; the other follow options stay
        void runAccountAction(services, {
          kind: 'follow',
          accountId: account.id,
          options: { reblogs: command === 'showReblogs' },
        });
        return;
      case 'domainUnblock':
        if (domain !== null) void runAccountAction(services, { kind: 'domainUnblock', domain });
        return;
      default:
        void runAccountAction(services, { kind: command, accountId: account.id });
    }
  };

  return (
    <MenuPopover
      triggerRef={triggerRef}
      id={menuId}
      label={t('profile.actions.menuLabel', { acct })}
      onClose={() => menuClosed(onClose)}
      onAction={choose}
    >
      {accountMenuCommands(relationship, domain, antennas).map((command) => (
        <MenuItem
          key={command}
          id={command}
          className={DANGER_COMMANDS.has(command) ? 'menu__item menu__item--danger' : 'menu__item'}
          shouldCloseOnSelect={DIALOG_COMMANDS.has(command) ? false : undefined}
        >
          {DOMAIN_COMMANDS.has(command)
            ? t(`accountActions.${command}.menu`, { domain: decodeDomain(domain ?? '').display })
            : t(`profile.actions.${command}`, { acct })}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
