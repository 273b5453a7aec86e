/**
 * An on/off switch drawn the app's way over react-aria-components' Switch: a label holding the native input in
 * the switch role (Space toggles it, it says on or off), a track with its knob, then the label's words. The
 * caller's class goes on the label; the track follows [data-selected] and [data-focus-visible].
 */
import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components/Switch';
import './switch-control.css';

export interface SwitchControlProps extends Omit<SwitchProps, 'children' | 'className'> {
  className?: string;
  /** the words naming the switch, after its track (none when it is named by aria-labelledby) */
  children?: ReactNode;
}

export function SwitchControl({ className, children, ...props }: SwitchControlProps) {
  return (
    <Switch {...props} className={className === undefined ? 'switch-control' : `switch-control ${className}`}>
      <span className="switch-control__track" aria-hidden="true" />
      {children}
    </Switch>
  );
}
