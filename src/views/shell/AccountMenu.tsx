import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { afterPaintAndIdle } from '../../services/after-paint';
import { overlays } from '../common/overlays-doorway';

const loadAccountMenu = () => overlays().then((m) => m.loadAccountMenu());
let loading: ReturnType<typeof loadAccountMenu> | null = null;

/** Starts the menu's download (once the first posts have painted, so that it opens at once). */
function preloadAccountMenu() {
  loading ??= loadAccountMenu();
  return loading;
}

const AccountMenuPopover = lazy(preloadAccountMenu);

/** closed; the menu shown; or the question it asked (sign out?) shown in its place */
type Shown = 'closed' | 'menu' | 'dialog';

/**
 * The mobile tab bar's account tab: a menu button (aria-haspopup, aria-expanded) opening the account menu
 * above the tab bar. The button is plain (the first path carries no react-aria-components); the menu
 * (accounts/AccountMenuPopover) downloads after the first posts. Escape, Tab or a click outside close it and
 * focus returns to the button; switching accounts closes it and focus goes to the new account's content.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useAppServices();
  // what shows, for the account it was opened with: a switch or a sign-out closes it
  const [opened, setOpened] = useState<{ shown: Shown; account: string | undefined }>({
    shown: 'closed',
    account: undefined,
  });
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const current = session.current;
  const shown: Shown = opened.account === current?.key ? opened.shown : 'closed';
  const show = (next: Shown) => setOpened({ shown: next, account: current?.key });

  useEffect(() => {
    void afterPaintAndIdle().then(preloadAccountMenu);
  }, []);

  // focus goes back to the button once the menu is gone (the page outside it is inert while it shows)
  useEffect(() => {
    if (shown !== 'closed' || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [shown]);

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="tab-bar__link account-menu__button"
        aria-haspopup="menu"
        aria-expanded={shown === 'menu'}
        aria-controls={shown === 'menu' ? menuId : undefined}
        onClick={() => show(shown === 'closed' ? 'menu' : 'closed')}
        onKeyDown={(event) => {
          // the menu may still be on its way (it takes the focus when it shows): Escape closes it meanwhile
          if (event.key !== 'Escape' || shown === 'closed') return;
          event.preventDefault();
          show('closed');
        }}
      >
        {current?.avatar ? (
          <img className="account-menu__avatar" src={current.avatar} alt="" width={20} height={20} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true" />
        )}
        <span className="tab-bar__label">{t('shell.nav.account')}</span>
      </button>
      {shown !== 'closed' && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            session={session}
            triggerRef={buttonRef}
            menuId={menuId}
            onDialog={() => show('dialog')}
            onClose={(back) => {
              refocus.current = back;
              show('closed');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
