import { describe, expect, it, vi } from 'vitest';
import {
  hasDeckPrefix,
  isOwnHistoryState,
  navigateInApp,
  OWN_HISTORY_STATE,
  pathForLayout,
  withoutDeckPrefix,
} from '../../../src/services/routing/app-navigation';
import { acctFromParam, profilePath, statusPath } from '../../../src/services/routing/paths';
import { linkFromPath } from '../../../src/app/routes/route-elements';
import { linkTimelinePath } from '../../../src/services/routing/paths';

describe('the /deck prefix', () => {
  it.each([
    ['/home', '/deck/home'],
    ['/@alice/109', '/deck/@alice/109'],
    ['/tags/cats?media=1', '/deck/tags/cats?media=1'],
    ['/', '/deck'],
    ['/?x=1', '/deck?x=1'],
    ['/deckchairs', '/deck/deckchairs'],
  ])('multi-column: %s -> %s', (path, expected) => {
    expect(pathForLayout(path, 'multi-column')).toBe(expected);
  });

  it.each(['/deck', '/deck/home', '/deck?x=1', '/deck#top', '/deck/@alice/1'])(
    'multi-column: %s already has it',
    (path) => {
      expect(pathForLayout(path, 'multi-column')).toBe(path);
      expect(hasDeckPrefix(path)).toBe(true);
    },
  );

  it.each(['single-column', 'mobile'] as const)('%s: paths are pushed as written', (mode) => {
    expect(pathForLayout('/home', mode)).toBe('/home');
    expect(pathForLayout('/deck/home', mode)).toBe('/deck/home');
  });

  it('leaves relative paths and protocol-relative URLs alone', () => {
    expect(pathForLayout('with_replies', 'multi-column')).toBe('with_replies');
    expect(pathForLayout('//evil.example/x', 'multi-column')).toBe('//evil.example/x');
  });

  it('removes the prefix', () => {
    expect(withoutDeckPrefix('/deck/home')).toBe('/home');
    expect(withoutDeckPrefix('/deck')).toBe('/');
    expect(withoutDeckPrefix('/deckchairs')).toBe('/deckchairs');
  });
});

describe('navigateInApp', () => {
  it("prefixes in the deck and marks the history state as the product's own", () => {
    const navigate = vi.fn();
    navigateInApp(navigate, 'multi-column', '/public/local');
    expect(navigate).toHaveBeenCalledWith('/deck/public/local', { state: OWN_HISTORY_STATE });
    navigateInApp(navigate, 'multi-column', '/deck/home', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/deck/home', { replace: true, state: { tsubame: true } });
    navigateInApp(navigate, 'single-column', '/public');
    expect(navigate).toHaveBeenLastCalledWith('/public', { state: { tsubame: true } });
  });

  it('recognises its own history state', () => {
    expect(isOwnHistoryState(OWN_HISTORY_STATE)).toBe(true);
    expect(isOwnHistoryState({ tsubame: true, scroll: 3 })).toBe(true);
    expect(isOwnHistoryState(null)).toBe(false);
    expect(isOwnHistoryState({ tsubame: 'yes' })).toBe(false);
    expect(isOwnHistoryState({ usr: {}, key: 'x' })).toBe(false);
  });
});

describe('route parameters', () => {
  it('account parameters keep the @ of the path; acctFromParam drops it', () => {
    expect(acctFromParam('@alice')).toBe('alice');
    expect(acctFromParam('@bob@remote.example')).toBe('bob@remote.example');
    expect(acctFromParam('carol')).toBe('carol');
    expect(acctFromParam(undefined)).toBe('');
    expect(profilePath('@alice')).toBe('/@alice');
    expect(statusPath('bob@remote.example', '110')).toBe('/@bob@remote.example/110');
  });

  it('link timelines carry the URL as one encoded segment, decoded once', () => {
    const url = 'https://news.example/a?b=%2F&c=1#frag';
    const path = linkTimelinePath(url);
    expect(path.split('/')).toHaveLength(3);
    expect(linkFromPath(path)).toBe(url);
    expect(linkFromPath(`/deck${path}`)).toBe(url);
    expect(linkFromPath('/links/%E0%A4%A')).toBeNull();
    expect(linkFromPath('/home')).toBeNull();
  });
});
