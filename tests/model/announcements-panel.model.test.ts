import { expect } from 'vitest';
import {
  announcementsPanelMachine,
  type AnnouncementsPanelEvent,
  type AnnouncementsPanelSnapshot,
} from '../../src/machines/announcements-panel.machine';
import { describeModel } from './model-harness';

/**
 * The announcements panel's model: lists arriving (none; three with two unread; a reordered two with one new
 * unread; the open one withdrawn), the reader toggling and paging both ways, from a panel last left collapsed
 * and from one last left expanded.
 */
const events: AnnouncementsPanelEvent[] = [
  { type: 'ITEMS', ids: [], unread: [] },
  { type: 'ITEMS', ids: ['c', 'b', 'a'], unread: ['c', 'a'] },
  { type: 'ITEMS', ids: ['d', 'c', 'a'], unread: ['d'] },
  { type: 'ITEMS', ids: ['d'], unread: ['d'] },
  { type: 'TOGGLE' },
  { type: 'NEXT' },
  { type: 'PREVIOUS' },
];

const open = (snapshot: AnnouncementsPanelSnapshot) => snapshot.context.ids[snapshot.context.index];

const askedOnce = (snapshot: AnnouncementsPanelSnapshot) => {
  // each announcement is asked to be marked read at most once
  expect(new Set(snapshot.context.asked).size).toBe(snapshot.context.asked.length);
};

const expectations = {
  empty: (snapshot: AnnouncementsPanelSnapshot) => {
    askedOnce(snapshot);
    // no announcement, no panel
    expect(snapshot.context.ids).toEqual([]);
    expect(snapshot.context.index).toBe(0);
  },
  collapsed: (snapshot: AnnouncementsPanelSnapshot) => {
    askedOnce(snapshot);
    // a collapsed panel has something to show, is remembered collapsed, and its open one is one of the list
    expect(snapshot.context.shown).toBe(false);
    expect(open(snapshot)).toBeDefined();
  },
  expanded: (snapshot: AnnouncementsPanelSnapshot) => {
    askedOnce(snapshot);
    expect(snapshot.context.shown).toBe(true);
    const id = open(snapshot);
    expect(id).toBeDefined();
    // the announcement shown expanded has been seen: if unread, it was asked to be marked read
    if (snapshot.context.unread.includes(id!)) expect(snapshot.context.asked).toContain(id);
  },
};

describeModel({
  name: 'announcements-panel (left collapsed)',
  machine: announcementsPanelMachine,
  input: { shown: false },
  events,
  expectations,
});

describeModel({
  name: 'announcements-panel (left expanded)',
  machine: announcementsPanelMachine,
  input: { shown: true },
  events,
  expectations,
});
