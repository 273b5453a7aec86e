/**
 * The mobile tab bar's account menu (loaded with its first opening, or once the first posts have painted): a
 * react-aria-components menu in a popover above the Account tab (MenuPopover). A first section lists the
 * signed-in accounts, the current one checked (menuitemradio); choosing another switches to it without a
 * reload. Then the reader's places (direct messages, lists, bookmarks..., as the server offers them; while the
 * server's information cannot be loaded, an entry saying so that asks for it again) and the
 * account's own pages (edit profile, filters, follow requests, blocks, mutes, blocked domains), adding an account,
 * and signing out, which asks first in an alert dialog shown in place of the menu.
 */
import { useRef, type RefObject } from 'react';
import { Header, MenuItem, MenuSection, Separator, type Key } from 'react-aria-components/Menu';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { ActiveSession } from '../../services/app-services/session-types';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { ACCOUNT_PAGES } from '../../services/navigation/places';
import { usePlaces } from '../../services/navigation/use-places';
import { MenuPopover } from '../common/menu/MenuPopover';
import { useMenuDialog } from '../common/menu/use-menu-dialog';
import { AccountEntryContent, accountEntryLabel, spokenName } from './account-names';
import { SignOutDialog } from './SignOutDialog';
import './accounts.css';

export interface AccountMenuPopoverProps {
  session: ActiveSession;
  /** the Account tab: the menu sits above it */
  triggerRef: RefObject<HTMLElement | null>;
  menuId: string;
  /** the sign-out question replaced the menu */
  onDialog(): void;
  /** closes the menu (or the question); `refocus` false when the world changes under it (another account) */
  onClose(refocus: boolean): void;
}

/** A place's or an account page's entry: its id is its path after this prefix. */
const GO = 'tsubame:go:';
const ADD = 'tsubame:add';
const RETRY_SERVER_INFO = 'tsubame:retry-server-info';
const SIGN_OUT = 'tsubame:sign-out';

function AccountEntry({ account, current }: { account: StoredAccount; current: boolean }) {
  const { t } = useTranslation();
  return (
    <MenuItem
      id={account.key}
      textValue={spokenName(account)}
      aria-label={accountEntryLabel(t, account, current)}
      className="menu__item account-menu__account"
    >
      <AccountEntryContent account={account} current={current} />
    </MenuItem>
  );
}

export default function AccountMenuPopover({
  session,
  triggerRef,
  menuId,
  onDialog,
  onClose,
}: AccountMenuPopoverProps) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const switching = useRef(false);
  // the question replaces the menu: the menu's own closing (its focus moved into the question) is not a close
  const { dialog, openDialog, menuClosed } = useMenuDialog<'signOut'>(onDialog);
  const { current, accounts } = session;
  const { places, serverInfo } = usePlaces();

  if (dialog === 'signOut' && current !== null) {
    return <SignOutDialog acct={current.acct} onConfirm={() => session.signOut()} onCancel={() => onClose(true)} />;
  }

  const choose = (key: Key) => {
    if (String(key).startsWith(GO)) navigate(String(key).slice(GO.length));
    else if (key === ADD) session.addAccount();
    else if (key === RETRY_SERVER_INFO) {
      if (!serverInfo.busy) serverInfo.retry();
    } else if (key === SIGN_OUT) {
      openDialog('signOut');
    } else if (key !== current?.key) {
      switching.current = true;
      session.switchAccount(String(key));
    }
  };

  return (
    <MenuPopover
      triggerRef={triggerRef}
      id={menuId}
      label={t('accounts.heading')}
      placement="top end"
      className="account-menu__menu"
      onClose={() => menuClosed(() => onClose(!switching.current))}
      onAction={choose}
    >
      {accounts.length > 0 && (
        <MenuSection
          selectionMode="single"
          selectedKeys={current === null ? [] : [current.key]}
          className="account-menu__accounts"
        >
          <Header className="menu__section-heading">{t('accounts.heading')}</Header>
          {accounts.map((account) => (
            <AccountEntry key={account.key} account={account} current={account.key === current?.key} />
          ))}
        </MenuSection>
      )}
      {accounts.length > 0 && <Separator className="menu__separator" />}
      {current !== null && (
        <MenuSection className="account-menu__places">
          <Header className="menu__section-heading">{t('places.label')}</Header>
          {places.map((place) => (
            <MenuItem key={place.path} id={`${GO}${place.path}`} className="menu__item">
              {t(`places.${place.label}`)}
            </MenuItem>
          ))}
          {serverInfo.missing && (
            <MenuItem id={RETRY_SERVER_INFO} className="menu__item">
              {t('serverInfo.menuRetry')}
            </MenuItem>
          )}
        </MenuSection>
      )}
      {current !== null && <Separator className="menu__separator" />}
      {current !== null && (
        <MenuSection className="account-menu__pages">
          <Header className="menu__section-heading">{t('accounts.yourAccount')}</Header>
          {ACCOUNT_PAGES.map((page) => (
            <MenuItem key={page.path} id={`${GO}${page.path}`} className="menu__item">
              {t(`accounts.${page.label}`)}
            </MenuItem>
          ))}
        </MenuSection>
      )}
      {current !== null && <Separator className="menu__separator" />}
      <MenuItem id={ADD} className="menu__item">
        {current === null ? t('accounts.signIn') : t('accounts.add')}
      </MenuItem>
      {current !== null && (
        <MenuItem id={SIGN_OUT} shouldCloseOnSelect={false} className="menu__item menu__item--danger">
          {t('accounts.signOut')}
        </MenuItem>
      )}
    </MenuPopover>
  );
}
