import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { afterPaintAndIdle } from '../../services/after-paint';
import { LazyAccountSwitcher, preloadAccountSwitcher } from './LazyAccountSwitcher';

/**
 * The mobile tab bar's account tab: a disclosure button opening the account switcher above the tab bar.
 * Escape closes it and returns focus to the button; so does a click outside.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useAppServices();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const current = session.current;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // the switcher downloads after the first posts, so the menu opens at once
  useEffect(() => {
    void afterPaintAndIdle().then(preloadAccountSwitcher);
  }, []);

  // a switch or sign-out changes the account: the menu closes
  useEffect(() => setOpen(false), [current?.key]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="account-menu" ref={wrapperRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="tab-bar__link account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {current?.avatar ? (
          <img className="account-menu__avatar" src={current.avatar} alt="" width={20} height={20} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true" />
        )}
        <span className="tab-bar__label">{t('shell.nav.account')}</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {open ? <LazyAccountSwitcher session={session} /> : null}
      </div>
    </div>
  );
}
