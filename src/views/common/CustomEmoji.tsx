/** A custom emoji image: the still image unless its area is hovered or focused (and motion is allowed). */
import { useState } from 'react';
import { safeHttpUrl } from '../../services/sanitize';
import { useAnimate } from './emoji-animation';
import './common.css';

export interface CustomEmojiProps {
  shortcode: string;
  /** animated image */
  url: string;
  /** still image */
  staticUrl: string;
  className?: string;
}

export function CustomEmoji({ shortcode, url, staticUrl, className }: CustomEmojiProps) {
  const [hovered, setHovered] = useState(false);
  const animate = useAnimate(hovered);
  const still = safeHttpUrl(staticUrl) ?? safeHttpUrl(url);
  const moving = safeHttpUrl(url) ?? still;
  const code = `:${shortcode}:`;
  if (still === null || moving === null) return <>{code}</>;
  return (
    <img
      className={className === undefined ? 'custom-emoji' : `custom-emoji ${className}`}
      src={animate ? moving : still}
      alt={code}
      title={code}
      draggable={false}
      decoding="async"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    />
  );
}
