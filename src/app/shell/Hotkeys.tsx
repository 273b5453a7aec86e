import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useAppServices, type AppServices } from '../../services/app-services/app-services';
import { openHotkeysListener } from '../../services/hotkeys/hotkeys-listener';

const HotkeysHelp = lazyWithMessages(['hotkeys'], () => import('../../views/hotkeys/HotkeysHelp'));

interface Latest {
  services: AppServices;
  navigate: ReturnType<typeof useNavigate>;
  /** an earlier entry of this app is in the history (the first page opened has the key 'default') */
  hasHistory: boolean;
}

/**
 * Mastodon's keyboard shortcuts on every page (services/hotkeys; this component and its listener download once the
 * first posts have painted or at the first key press, RootLayout.tsx, and the chart and its effects right after;
 * keys pressed before then are kept and handed over, early-keys.ts), and the `?` help dialog, downloaded when
 * first asked for. Backspace goes back one page, or home when this page was opened from outside.
 */
export function Hotkeys() {
  const services = useAppServices();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const latest = useRef<Latest>({ services, navigate, hasHistory: key !== 'default' });
  useEffect(() => {
    latest.current = { services, navigate, hasHistory: key !== 'default' };
  }, [services, navigate, key]);

  useEffect(() => {
    const loader = openHotkeysListener({
      target: document,
      deps: {
        document,
        services: () => latest.current.services,
        back: () => {
          if (latest.current.hasHistory) void latest.current.navigate(-1);
          else latest.current.services.navigate('/');
        },
        openHelp: () => setHelpOpen(true),
      },
    });
    return () => loader.stop();
  }, []);

  if (!helpOpen) return null;
  return (
    <Suspense fallback={null}>
      <HotkeysHelp onClose={() => setHelpOpen(false)} />
    </Suspense>
  );
}
