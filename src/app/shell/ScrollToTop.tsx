import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** New pages start at the top; back and forward leave the browser's own scroll restoration alone. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'PUSH' || type === 'REPLACE') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
