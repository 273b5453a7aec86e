/**
 * The "More" button of another account's profile: a plain menu button (aria-haspopup, aria-expanded) opening
 * the account actions menu (AccountActionsMenuPopover, downloaded on first opening with react-aria-components).
 * When the menu, or the dialog it opened in its place, closes, focus goes back to the button.
 */
import { Suspense, useRef } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { Icon } from '../common/Icon';
import { useMenuTrigger } from '../common/menu/use-menu-trigger';

// the domain entries' labels come from the accountActions catalogue
const AccountActionsMenuPopover = lazyWithMessages(
  ['profile', 'accountActions'],
  () => import('./AccountActionsMenuPopover'),
);

export function AccountActionsMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  // closed, the menu, or the dialog it opened in its place; focus goes back to the button once they are gone
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useMenuTrigger(buttonRef);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="profile-button profile-icon-button"
        aria-label={t('profile.actions.more')}
        title={t('profile.actions.more')}
        aria-haspopup="menu"
        aria-expanded={menu.menuOpen}
        aria-controls={menu.menuOpen ? menu.menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onTriggerKeyDown}
      >
        <Icon name="more" />
      </button>
      {menu.shown !== 'closed' && (
        <Suspense fallback={null}>
          <AccountActionsMenuPopover
            account={account}
            triggerRef={buttonRef}
            menuId={menu.menuId}
            onDialog={menu.showDialog}
            onClose={() => menu.close()}
          />
        </Suspense>
      )}
    </>
  );
}
