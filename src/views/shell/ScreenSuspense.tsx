import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <p className="shell-loading" role="status">
      {t('shell.loading')}
    </p>
  );
}

/** Screens are lazy: while one's code loads, its place says so. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
