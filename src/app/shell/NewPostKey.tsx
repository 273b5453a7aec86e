import { useEffect } from 'react';
import { useAppServices } from '../../services/app-services/app-services';

/** Where a typed key belongs to the field, not to the app. */
const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="menu"]';

/** `n` opens the composer from anywhere outside a field, dialog or menu (Mastodon's key), when signed in. */
export function NewPostKey() {
  const { me, navigate } = useAppServices();
  useEffect(() => {
    if (me === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(TYPING) !== null) return;
      event.preventDefault();
      navigate('/publish', { state: { compose: { type: 'new' } } });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [me, navigate]);
  return null;
}
