import { useLayout } from '../../app/shell/layout-context';
import { DeckShell } from './DeckShell';
import { MobileShell } from './MobileShell';
import { SingleColumnShell } from './SingleColumnShell';
import './shell.css';

/** The frame around the routed screen, one per layout mode (spec 4). */
export function Shell() {
  const { mode } = useLayout();
  if (mode === 'mobile') return <MobileShell />;
  if (mode === 'multi-column') return <DeckShell />;
  return <SingleColumnShell />;
}
