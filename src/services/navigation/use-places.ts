/**
 * The places the navigation offers on this server (places.ts), from the server's organise and saved-post features
 * as its answer says (the shared instance chart); and whether that answer is missing, so the navigation can say
 * so (the kmyblue places are hidden meanwhile) and offer Retry. They come back as soon as the answer does.
 */
import { useAppServices } from '../app-services/app-services';
import type { ApiInstance } from '../../domain/entities/api-types';
import { collectionFeatures } from '../collections/collection-features';
import { savedFeatures } from '../saved/saved-features';
import { useServerInfo, type ServerInfoView } from '../server-info/use-server-info';
import { placesFor, type Place, type PlaceFeature } from './places';

/** The kmyblue features the places need, from the server's answer. */
function placeFeatures(instance: ApiInstance): Record<PlaceFeature, boolean> {
  const organise = collectionFeatures(instance);
  const saved = savedFeatures(instance);
  return {
    antennas: organise.antennas,
    circles: organise.circles,
    bookmarkCategories: saved.bookmarkCategories,
    emojiReactions: saved.emojiReactions,
  };
}

export interface PlacesView {
  places: Place[];
  /** the server's answer, and whether the places it decides are missing for want of it (signed in only) */
  serverInfo: Omit<ServerInfoView<unknown>, 'value'>;
}

export function usePlaces(): PlacesView {
  const { me } = useAppServices();
  const { value, missing, unreached, busy, retry } = useServerInfo(placeFeatures);
  const signedIn = me !== null;
  return {
    places: placesFor(value ?? {}, signedIn),
    // reading signed out, no place offered depends on the answer; offline, the offline line says it for the
    // navigation (the places it hides come back by themselves once the server answers)
    serverInfo: { missing: signedIn && missing && !unreached, unreached, busy, retry },
  };
}
