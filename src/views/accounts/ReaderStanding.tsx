/**
 * The signed-in reader's account standing (services/accounts/reader-standing.ts), asked once the first posts have
 * painted (this chunk is downloaded then): a disabled or moved account gets its notice (ReaderAccountNotice,
 * downloaded with its texts only then); an account in good standing shows nothing.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useAppServices } from '../../services/app-services/app-services';
import { readerStanding } from '../../services/accounts/reader-standing';
import { useResource } from '../../services/data/use-data';

const ReaderAccountNotice = lazyWithMessages(['profile'], () => import('./ReaderAccountNotice'));

export default function ReaderStanding() {
  const { me } = useAppServices();
  const standing = useResource(readerStanding, null).value;
  if (me === null || standing === null || standing.kind === 'active') return null;
  return (
    <Suspense fallback={null}>
      <ReaderAccountNotice standing={standing} />
    </Suspense>
  );
}
