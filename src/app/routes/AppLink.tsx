import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLayout } from '../shell/layout-context';
import { OWN_HISTORY_STATE, pathForLayout } from './app-navigation';

/**
 * Links inside the app. `to` is written without /deck; the link adds it in the multi-column layout and marks
 * the history state as the product's own (spec 2), like AppServices.navigate.
 */
export interface AppLinkProps extends Omit<LinkProps, 'to' | 'state'> {
  to: string;
}

export function AppLink({ to, ...props }: AppLinkProps) {
  const { mode } = useLayout();
  return <Link {...props} to={pathForLayout(to, mode)} state={OWN_HISTORY_STATE} />;
}

export interface AppNavLinkProps extends Omit<NavLinkProps, 'to' | 'state'> {
  to: string;
}

/** AppLink that knows when it points at the current page (aria-current="page", `active` class). */
export function AppNavLink({ to, ...props }: AppNavLinkProps) {
  const { mode } = useLayout();
  return <NavLink end {...props} to={pathForLayout(to, mode)} state={OWN_HISTORY_STATE} />;
}
