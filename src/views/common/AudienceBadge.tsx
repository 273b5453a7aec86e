/**
 * One side of a post's audience (who can see it, who can find it) as a badge: its icon, named by its label for
 * assistive technology (and shown as a tooltip), or the icon followed by the label as text.
 */
import { Icon, type IconName } from './Icon';

export interface AudienceBadgeProps {
  /** which side: its class modifier and the name of its data attribute */
  kind: 'visibility' | 'searchability';
  /** the server's value, in data-<kind> */
  value: string;
  icon: IconName;
  label: string;
  /** the label shown as text beside the icon */
  withLabel: boolean;
}

export function AudienceBadge({ kind, value, icon, label, withLabel }: AudienceBadgeProps) {
  return (
    <span
      className={`audience audience--${kind}`}
      {...{ [`data-${kind}`]: value }}
      {...(withLabel ? {} : { role: 'img', 'aria-label': label, title: label })}
    >
      <Icon name={icon} />
      {withLabel && <span className="audience__label">{label}</span>}
    </span>
  );
}
