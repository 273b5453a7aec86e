/**
 * A link to a place inside the app. A plain click navigates through the app's navigate() (which adds the
 * /deck prefix in the multi-column layout and marks the history entry as the product's own); modified
 * clicks (new tab, new window) follow the href, which carries the same prefix.
 */
import type { MouseEvent, ReactNode } from 'react';
import { pathForLayout } from '../../services/routing/app-navigation';
import { useAppServices } from '../../services/app-services/app-services';
import type { LayoutMode } from '../../machines/layout-mode';

export interface InternalLinkProps {
  /** an app path such as /@alice or /tags/cats (without the /deck prefix) */
  to: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The href of an app path in the current layout (the /deck rule lives in app-navigation.ts). */
export function appHref(path: string, layout: LayoutMode): string {
  return pathForLayout(path, layout);
}

export function InternalLink({ to, className, title, children, 'aria-label': ariaLabel }: InternalLinkProps) {
  const { navigate, layout } = useAppServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    navigate(to);
  };
  return (
    <a href={appHref(to, layout)} className={className} title={title} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </a>
  );
}
