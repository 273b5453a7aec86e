/**
 * A count never breaks inside its number: every element that shows a number on its own (action bar counts,
 * reaction counts, badges, a poll's percentage, a profile's counts) is kept on one line by its stylesheet, whatever
 * its container lets words break at (posts break long words anywhere, so a squeezed "21" became "2 / 1").
 * Read from the stylesheets themselves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(`../../../src/views/${path}`, import.meta.url), 'utf8');

/** The declarations of every rule whose selector list names exactly `selector` (one of its selectors). */
function declarationsOf(text: string, selector: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = match[1]!.split(',').map((each) => each.replace(/\/\*[\s\S]*?\*\//g, '').trim());
    if (selectors.includes(selector))
      found.push(
        ...match[2]!
          .split(';')
          .map((line) => line.trim())
          .filter(Boolean),
      );
  }
  return found;
}

const COUNTS: Array<[file: string, selector: string]> = [
  ['status/status.css', '.status-action__count'],
  ['status/status.css', '.status__reaction-count'],
  ['status/status.css', '.status__count-link'],
  ['status/poll/poll.css', '.poll__percent'],
  ['shell/shell.css', '.nav-badge'],
  ['notifications/notifications.css', '.notifications-requests-link__count'],
  ['who-lists/who-lists.css', '.interactions__reaction-count'],
  ['announcements/announcements.css', '.announcements__badge'],
  ['announcements/announcements.css', '.announcement__reaction-count'],
  ['profile/profile.css', '.profile-count dd'],
];

describe('counts', () => {
  it.each(COUNTS)('%s: %s stays on one line', (file, selector) => {
    expect(declarationsOf(css(file), selector)).toContain('white-space: nowrap');
  });
});
