/**
 * /share: a page shared to the app (services/compose/shared-page.ts) opens the composer with its title, text and
 * link as the draft, in place of this address (Back does not come here again). Signed out, the route shows the
 * sign-in screen instead, and signing in comes back to this address with its query, so the share still opens.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { sharedPageOf, sharedPageText } from '../../services/compose/shared-page';
import type { ComposeIntentState } from '../../machines/compose-intent';

export function ShareRedirect() {
  const { navigate } = useAppServices();
  // the location's query as is (react-router's useSearchParams would bring its helpers into the first chunk)
  const { search } = useLocation();
  const text = sharedPageText(sharedPageOf(new URLSearchParams(search)));
  useEffect(() => {
    const state: ComposeIntentState = { compose: { type: 'share', text } };
    navigate('/publish', { replace: true, state: { ...state } });
  }, [navigate, text]);
  return null;
}
