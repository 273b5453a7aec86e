/**
 * The navigation panel's places (search, explore, direct messages, lists, bookmarks, favourites, and the kmyblue
 * places where the server has them): a labelled list of links under the timelines, the current one marked; then the
 * advanced interface switch. Loaded after the first posts have painted (lazy-places-nav.tsx), with its catalogue.
 */
import { useTranslation } from '../../i18n/react';
import { usePlaces } from '../../services/navigation/use-places';
import { AppNavLink } from '../common/AppLink';
import { AdvancedInterfaceSwitch } from '../shell/AdvancedInterfaceSwitch';
import './places.css';

export default function PlacesNav() {
  const { t } = useTranslation();
  const places = usePlaces();
  return (
    <>
      <ul className="nav-panel__links nav-panel__places" aria-label={t('places.label')}>
        {places.map((place) => (
          <li key={place.path}>
            <AppNavLink to={place.path} className="nav-panel__link nav-panel__place">
              <span>{t(`places.${place.label}`)}</span>
            </AppNavLink>
          </li>
        ))}
      </ul>
      <AdvancedInterfaceSwitch />
    </>
  );
}
