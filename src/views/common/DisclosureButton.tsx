/**
 * The button of a disclosure: it shows or hides a part of the page and says so (aria-expanded) and which part it
 * is (aria-controls, the part's id); Enter and Space press it as any button. The part itself is the caller's
 * element, `hidden` while collapsed (or cut short, for a long text). One light widget for the disclosures on the
 * home timeline's first path, where react-aria-components' Disclosure does not fit the download budget; the
 * screens loaded later use that one.
 */
import type { MouseEvent, ReactNode } from 'react';

export interface DisclosureButtonProps {
  expanded: boolean;
  /** the id of the part it shows or hides */
  controls: string;
  onToggle(event: MouseEvent<HTMLButtonElement>): void;
  className: string;
  children: ReactNode;
}

export function DisclosureButton({ expanded, controls, onToggle, className, children }: DisclosureButtonProps) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}
