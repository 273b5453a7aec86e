/**
 * The navigation panel's places (search, explore, direct messages, lists, bookmarks, favourites, and the kmyblue
 * places where the server has them): a labelled list of links under the timelines, the current one marked; then,
 * while the server's information cannot be loaded (the kmyblue places hidden meanwhile), one quiet line saying so
 * with Retry; then the advanced interface switch. The kmyblue places come back as soon as the answer does. Loaded
 * after the first posts have painted (lazy-places-nav.tsx), with its catalogue.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePlaces } from '../../services/navigation/use-places';
import { AppNavLink } from '../common/AppLink';
import { ServerInfoNotice } from '../server-info/ServerInfoNotice';
import { AdvancedInterfaceSwitch } from '../shell/AdvancedInterfaceSwitch';
import './places.css';

export default function PlacesNav() {
  const { t } = useTranslation();
  const { places, serverInfo } = usePlaces();
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={list} tabIndex={-1} className="nav-panel__links nav-panel__places" aria-label={t('places.label')}>
        {places.map((place) => (
          <li key={place.path}>
            <AppNavLink to={place.path} className="nav-panel__link nav-panel__place">
              <span>{t(`places.${place.label}`)}</span>
            </AppNavLink>
          </li>
        ))}
      </ul>
      <ServerInfoNotice
        className="nav-panel__server-info"
        missing={serverInfo.missing}
        busy={serverInfo.busy}
        onRetry={serverInfo.retry}
        // the places that came back are where the reader was
        focusAfter={() => list.current}
      />
      <AdvancedInterfaceSwitch />
    </>
  );
}
