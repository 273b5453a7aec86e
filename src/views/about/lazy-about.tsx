/** The about page (/about) as a lazy route element, with the `about` catalogue it draws its texts from. */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const About = lazyWithMessages(['about'], () => import('./AboutScreen'));

export function LazyAboutScreen() {
  return (
    <Suspense fallback={null}>
      <About />
    </Suspense>
  );
}
