/**
 * A link to a place inside the app. A plain click navigates through the app's navigate() (which adds the
 * /deck prefix in the multi-column layout and marks the history entry as the product's own); modified
 * clicks (new tab, new window) follow the href, which carries the same prefix.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useAppServices } from '../../app/services/app-services';

export interface InternalLinkProps {
  /** an app path such as /@alice or /tags/cats (without the /deck prefix) */
  to: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function appHref(path: string, layout: string): string {
  if (layout !== 'multi-column' || path === '/deck' || path.startsWith('/deck/')) return path;
  return `/deck${path}`;
}

export function InternalLink({ to, className, title, children, 'aria-label': ariaLabel }: InternalLinkProps) {
  const { navigate, layout } = useAppServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
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
