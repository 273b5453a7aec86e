import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { NavIcon } from './nav-icons';

/** Signed-out readers: starts signing in (the session layer shows the sign-in screen). */
export function SignInButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { session } = useAppServices();
  return (
    <button type="button" className={className} onClick={() => session.addAccount()}>
      <NavIcon name="sign-in" />
      <span>{t('shell.nav.signIn')}</span>
    </button>
  );
}
