import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
import { useLayout } from '../shell/layout-context';
import { OWN_HISTORY_STATE, pathForLayout } from '../../services/routing/app-navigation';
import { useScopedNavigate } from '../../services/deck/scoped-navigate-context';

/**
 * Links inside the app. `to` is written without /deck; the link adds it in the multi-column layout and marks
 * the history state as the product's own, like AppServices.navigate.
 *
 * Built on react-router's hooks (useHref, useLinkClickHandler) rather than its <Link>, whose prefetching for
 * data routers (unused here: BrowserRouter) would otherwise be on the first page (about 1.5 KB gzip).
 */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

export function AppLink({ to, replace, target, onClick, children, ...props }: AppLinkProps) {
  const { mode } = useLayout();
  const path = pathForLayout(to, mode);
  const href = useHref(path);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(path, { replace, state: OWN_HISTORY_STATE, target });
  const scoped = useScopedNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (scoped !== null && plain && (target === undefined || target === '_self')) {
      event.preventDefault();
      scoped(to, replace ? { replace } : undefined);
    } else navigate(event);
  };
  return (
    <a {...props} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface AppNavLinkProps extends AppLinkProps {
  className?: string;
}

/**
 * AppLink that knows when it points at the current page (aria-current="page", `active` class): the current
 * path equals the link's, ignoring case and a trailing slash, as react-router's <NavLink end>.
 */
export function AppNavLink({ to, className, ...props }: AppNavLinkProps) {
  const { mode } = useLayout();
  const target = useResolvedPath(pathForLayout(to, mode)).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const active = current === target;
  return (
    <AppLink
      {...props}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
