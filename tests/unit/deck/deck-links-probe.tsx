/**
 * A timeline screen stand-in for the deck link tests: the real post its column's store holds (each timeline names
 * one), as a timeline shows it, and a router link such as the notifications screen's.
 */
import { useEffect } from 'react';
import { markFirstRowsShown } from '../../../src/services/after-paint';
import { AppLink } from '../../../src/views/common/AppLink';
import { LayoutProvider, type LayoutState } from '../../../src/views/shell/layout-context';
import { Status } from '../../../src/views/status/Status';

const DECK_LAYOUT: LayoutState = { mode: 'multi-column', advancedInterface: true, setAdvancedInterface: () => {} };

/** The post each timeline shows. */
export const POST_OF: Readonly<Record<string, string>> = { home: '56', 'hashtag:cats': '55' };

export function PostProbe({ timeline }: { timeline: string }) {
  useEffect(() => markFirstRowsShown(), []);
  const id = POST_OF[timeline];
  return (
    <section data-screen="timeline" data-timeline={timeline}>
      {id !== undefined && <Status statusId={id} />}
      <LayoutProvider value={DECK_LAYOUT}>
        <AppLink to="/notifications/requests">Requests of {timeline}</AppLink>
      </LayoutProvider>
    </section>
  );
}
