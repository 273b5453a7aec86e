/** The frame of a followers / following screen (a heading naming the list) and its one-line notes. */
import { useId, type ReactNode } from 'react';
import '../common/data-states/data-states.css';

interface FrameProps {
  title: string;
  /** the heading as drawn (e.g. the name with its custom emoji); `title` when unset */
  heading?: ReactNode;
  busy: boolean;
  children: ReactNode;
}

/** The section with its heading; busy while the first answer is on its way. */
export function AccountListFrame({ title, heading, busy, children }: FrameProps) {
  const headingId = useId();
  return (
    <section className="interactions account-list" aria-labelledby={headingId} aria-busy={busy}>
      <header className="interactions__header">
        <h1 id={headingId} className="interactions__heading">
          {heading ?? title}
        </h1>
      </header>
      {children}
    </section>
  );
}

/**
 * A state of the screen in words that the data states do not draw (the list not offered, the account not
 * found), looking like their notes; `status` notes are announced politely, `alert` ones at once.
 */
export function ListNote({ text, role }: { text: string; role?: 'status' | 'alert' }) {
  return (
    <p className="data-note" role={role}>
      {text}
    </p>
  );
}

/** Marks where a title's {name} goes, to draw the name itself (with its custom emoji) in its place. */
const NAME_MARK = '\u0000';

/** The title `titleOf` makes, with `name` drawn where the translation puts {name}. */
export function TitleWithName({ titleOf, name }: { titleOf: (name: string) => string; name: ReactNode }) {
  const [before = '', ...rest] = titleOf(NAME_MARK).split(NAME_MARK);
  return (
    <>
      {before}
      {name}
      {rest.join('')}
    </>
  );
}
