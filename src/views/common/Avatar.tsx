/** An account's avatar: the still image unless its area is hovered (and motion is allowed). Decorative. */
import { useState } from 'react';
import type { Account } from '../../domain/entities';
import { safeHttpUrl } from '../../services/sanitize';
import { useAnimate } from './emoji-animation';
import './common.css';

export interface AvatarProps {
  account: Pick<Account, 'avatar' | 'avatar_static'>;
  /** edge length in CSS pixels */
  size: number;
  className?: string;
}

export function Avatar({ account, size, className }: AvatarProps) {
  const [hovered, setHovered] = useState(false);
  const animate = useAnimate(hovered);
  const still = safeHttpUrl(account.avatar_static) ?? safeHttpUrl(account.avatar);
  const moving = safeHttpUrl(account.avatar) ?? still;
  const classes = className === undefined ? 'avatar' : `avatar ${className}`;
  const style = { width: size, height: size };
  if (still === null || moving === null)
    return <span className={`${classes} avatar--empty`} style={style} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={animate ? moving : still}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
      decoding="async"
      draggable={false}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    />
  );
}
