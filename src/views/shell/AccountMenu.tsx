import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { afterPaintAndIdle } from '../../services/after-paint';
import { useMenuTrigger } from '../common/menu/use-menu-trigger';
import { overlays } from '../common/overlays-loader';

const loadAccountMenu = () => overlays().then((m) => m.loadAccountMenu());
let loading: ReturnType<typeof loadAccountMenu> | null = null;

/** Starts the menu's download (once the first posts have painted, so that it opens at once). */
function preloadAccountMenu() {
  loading ??= loadAccountMenu();
  return loading;
}

const AccountMenuPopover = lazy(preloadAccountMenu);

/**
 * The mobile tab bar's account tab: a menu button (aria-haspopup, aria-expanded) opening the account menu
 * above the tab bar. The button is plain (the first path carries no react-aria-components); the menu
 * (accounts/AccountMenuPopover) downloads after the first posts. Escape, Tab or a click outside close it and
 * focus returns to the button; switching accounts closes it and focus goes to the new account's content.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useAppServices();
  const current = session.current;
  // what shows, for the account it was opened with: a switch or a sign-out closes it; focus goes back to the
  // button once it is gone
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useMenuTrigger(buttonRef, current?.key);

  useEffect(() => {
    void afterPaintAndIdle().then(preloadAccountMenu);
  }, []);

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="tab-bar__link account-menu__button"
        aria-haspopup="menu"
        aria-expanded={menu.menuOpen}
        aria-controls={menu.menuOpen ? menu.menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onTriggerKeyDown}
      >
        {current?.avatar ? (
          <img className="account-menu__avatar" src={current.avatar} alt="" width={20} height={20} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true" />
        )}
        <span className="tab-bar__label">{t('shell.nav.account')}</span>
      </button>
      {menu.shown !== 'closed' && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            session={session}
            triggerRef={buttonRef}
            menuId={menu.menuId}
            onDialog={menu.showDialog}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </div>
  );
}
