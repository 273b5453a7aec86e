import { SignInPage } from '../views/sign-in/SignInPage';
import { liveServerCheck } from './server-check';

export interface AppProps {
  defaultServer: string;
}

/** The client's root. For now it is the sign-in screen; routes and the timeline screens come next. */
export function App({ defaultServer }: AppProps) {
  return <SignInPage serverCheck={liveServerCheck} defaultServer={defaultServer} />;
}
