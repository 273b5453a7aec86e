/**
 * The "More" button of another account's profile: a plain menu button (aria-haspopup, aria-expanded) opening
 * the account actions menu (AccountActionsMenuPopover, downloaded on first opening with react-aria-components).
 * When the menu, or the dialog it opened in its place, closes, focus goes back to the button.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { Icon } from '../common/Icon';

// the domain entries' labels come from the accountActions catalogue
const AccountActionsMenuPopover = lazyWithMessages(
  ['profile', 'accountActions'],
  () => import('./AccountActionsMenuPopover'),
);

/** closed; the menu shown; or the dialog it opened shown in its place */
type Shown = 'closed' | 'menu' | 'dialog';

export function AccountActionsMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>('closed');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const refocus = useRef(false);

  // focus goes back to the button once the menu is gone (the page outside it is inert while it shows)
  useEffect(() => {
    if (shown !== 'closed' || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [shown]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="profile-button profile-icon-button"
        aria-label={t('profile.actions.more')}
        title={t('profile.actions.more')}
        aria-haspopup="menu"
        aria-expanded={shown === 'menu'}
        aria-controls={shown === 'menu' ? menuId : undefined}
        onClick={() => setShown(shown === 'closed' ? 'menu' : 'closed')}
        onKeyDown={(event) => {
          // the menu may still be on its way (it takes the focus when it shows): Escape closes it meanwhile
          if (event.key !== 'Escape' || shown === 'closed') return;
          event.preventDefault();
          setShown('closed');
        }}
      >
        <Icon name="more" />
      </button>
      {shown !== 'closed' && (
        <Suspense fallback={null}>
          <AccountActionsMenuPopover
            account={account}
            triggerRef={buttonRef}
            menuId={menuId}
            onDialog={() => setShown('dialog')}
            onClose={() => {
              refocus.current = true;
              setShown('closed');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
