/** The places the navigation offers on this server (places.ts), from the server's organise and saved-post features. */
import { useAppServices } from '../app-services/app-services';
import { organiseFeaturesData } from '../data/definitions/organise-features';
import { useResource } from '../data/use-data';
import { savedFeaturesData } from '../saved/saved-features';
import { placesFor, type Place } from './places';

export function usePlaces(): Place[] {
  const { me } = useAppServices();
  const organise = useResource(organiseFeaturesData, null).value;
  const saved = useResource(savedFeaturesData, null).value;
  return placesFor(
    {
      antennas: organise?.antennas,
      circles: organise?.circles,
      bookmarkCategories: saved?.bookmarkCategories,
      emojiReactions: saved?.emojiReactions,
    },
    me !== null,
  );
}
