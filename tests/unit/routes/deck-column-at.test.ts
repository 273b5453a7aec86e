/**
 * Which fixed deck column shows an address (so the deck does not show that screen twice), asked of the screens'
 * own table whether the address is under /deck or not: the /deck screens are a table of their own below /deck.
 */
import { describe, expect, it } from 'vitest';
import { deckColumnAt } from '../../../src/app/routes/route-table';

describe('deckColumnAt', () => {
  it.each([
    ['/home', 'HOME'],
    ['/deck/home', 'HOME'],
    ['/publish', 'COMPOSE'],
    ['/deck/statuses/new', 'COMPOSE'],
    ['/deck/notifications', 'NOTIFICATIONS'],
  ])('%s is shown by the %s column', (path, column) => {
    expect(deckColumnAt(path)).toBe(column);
  });

  it.each([
    '/deck',
    '/deck/',
    '/deck/@bob@remote.example/110',
    '/deck/lists/4',
    '/deck/notifications/requests',
    '/deckhand',
  ])('%s gets a column of its own', (path) => {
    expect(deckColumnAt(path)).toBeNull();
  });
});
