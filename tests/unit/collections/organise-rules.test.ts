/**
 * The pure rules of lists and circles: which server offers circles and kmyblue list switches, the order lists and
 * circles are shown in, the order members come in, and what the members search asks for each member set.
 */
import { describe, expect, it } from 'vitest';
import { collectionFeatures } from '../../../src/services/collections/collection-features';
import { sortCollections } from '../../../src/services/collections/collection-order';
import { newestAccountFirst, CIRCLE_MEMBERS, LIST_MEMBERS } from '../../../src/services/collections/member-sets';
import { searchParams } from '../../../src/services/collections/account-search';

describe('organise features are detected from what the server says', () => {
  it('a plain Mastodon server offers no circles and no kmyblue list switches', () => {
    expect(collectionFeatures({ api_versions: { mastodon: 6 } })).toEqual({
      circles: false,
      listNotify: false,
      listFavourite: false,
      antennas: false,
    });
    expect(collectionFeatures(null)).toEqual({
      circles: false,
      listNotify: false,
      listFavourite: false,
      antennas: false,
    });
  });

  it('the kmyblue API version offers everything', () => {
    expect(collectionFeatures({ api_versions: { kmyblue: 3 } })).toEqual({
      circles: true,
      listNotify: true,
      listFavourite: true,
      antennas: true,
    });
  });

  it('capabilities: circles from kmyblue_circle_history or circle; list switches from any kmyblue_ capability', () => {
    expect(collectionFeatures({ fedibird_capabilities: ['kmyblue_circle_history'] })).toEqual({
      circles: true,
      listNotify: true,
      listFavourite: true,
      antennas: true,
    });
    expect(collectionFeatures({ fedibird_capabilities: ['circle'] }).circles).toBe(true);
    expect(collectionFeatures({ fedibird_capabilities: ['circle'] }).listNotify).toBe(false);
  });

  it('antennas come with kmyblue only: its API version or a kmyblue_ capability such as kmyblue_antenna', () => {
    expect(collectionFeatures({ fedibird_capabilities: ['kmyblue_antenna'] }).antennas).toBe(true);
    expect(collectionFeatures({ api_versions: { kmyblue: 1 } }).antennas).toBe(true);
    expect(collectionFeatures({ fedibird_capabilities: ['circle', 'favourite_list'] }).antennas).toBe(false);
    expect(collectionFeatures({ api_versions: { mastodon: 6, kmyblue: 0 } }).antennas).toBe(false);
  });

  it('favourite lists alone come with favourite_list (Fedibird)', () => {
    expect(collectionFeatures({ fedibird_capabilities: ['favourite_list'] })).toEqual({
      circles: false,
      listNotify: false,
      listFavourite: true,
      antennas: false,
    });
  });
});

describe('lists and circles are sorted by title, favourites first where the server marks them', () => {
  const lists = [
    { id: '1', title: 'zoo', favourite: false },
    { id: '2', title: 'Apple', favourite: false },
    { id: '3', title: 'banana', favourite: true },
    { id: '4', title: 'item 10', favourite: false },
    { id: '5', title: 'item 9', favourite: false },
  ];

  it('by title ignoring case, numbers by value', () => {
    expect(sortCollections(lists, false, 'en').map((l) => l.id)).toEqual(['2', '3', '5', '4', '1']);
  });

  it('favourite lists first when the server marks favourites', () => {
    expect(sortCollections(lists, true, 'en').map((l) => l.id)).toEqual(['3', '2', '5', '4', '1']);
  });

  it('equal titles keep the server order; circles (no favourite) sort by title', () => {
    const circles = [
      { id: '9', title: 'Same' },
      { id: '8', title: 'same' },
      { id: '7', title: 'Close' },
    ];
    expect(sortCollections(circles, true, 'en').map((c) => c.id)).toEqual(['7', '9', '8']);
  });
});

describe('members come newest account first', () => {
  it('a longer snowflake id is newer; equal lengths compare as text', () => {
    expect(['9', '110', '100', '20'].sort(newestAccountFirst)).toEqual(['110', '100', '20', '9']);
    expect(newestAccountFirst('5', '5')).toBe(0);
  });
});

describe('the members search asks for the accounts the set lets in', () => {
  it('a list searches among the accounts the reader follows, on the reader’s server only', () => {
    expect(searchParams('bo', LIST_MEMBERS.candidates)).toEqual({
      q: 'bo',
      resolve: false,
      limit: 10,
      following: true,
    });
  });

  it('a circle searches among the accounts following the reader (kmyblue follower)', () => {
    expect(searchParams('bo', CIRCLE_MEMBERS.candidates)).toEqual({
      q: 'bo',
      resolve: false,
      limit: 10,
      follower: true,
    });
  });

  it('an open set (an antenna) searches every account', () => {
    expect(searchParams('bo', 'any')).toEqual({ q: 'bo', resolve: false, limit: 10 });
  });
});
