/**
 * One choice of a radio group drawn the app's way over react-aria-components' Radio (inside a RadioGroup, which
 * gives the arrow keys and one tab stop): a label holding the native radio input, a round mark, then the
 * choice's words. The caller's class goes on the label; the mark follows [data-selected] and [data-focus-visible].
 */
import type { ReactNode } from 'react';
import { Radio, type RadioProps } from 'react-aria-components/RadioGroup';
import './radio-control.css';

export interface RadioControlProps extends Omit<RadioProps, 'children' | 'className'> {
  className?: string;
  children: ReactNode;
}

export function RadioControl({ className, children, ...props }: RadioControlProps) {
  return (
    <Radio {...props} className={className === undefined ? 'radio-control' : `radio-control ${className}`}>
      <span className="radio-control__mark" aria-hidden="true" />
      {children}
    </Radio>
  );
}
