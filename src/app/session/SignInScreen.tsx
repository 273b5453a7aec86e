/**
 * The sign-in screen as SessionGate shows it: the sign-in page with the live server check. Loaded on demand,
 * so a signed-in page load does not fetch the sign-in code before the home timeline.
 */
import type { ServerCheckMachine } from '../../machines/server-check.machine';
import { SignInPage, type SignInPageProps } from '../../views/auth/SignInPage';
import { liveServerCheck } from '../server-check';

export interface SignInScreenProps extends Omit<SignInPageProps, 'serverCheck'> {
  /** the server check with its fetchInstance actor; the live one unless given (tests) */
  serverCheck?: ServerCheckMachine;
}

export default function SignInScreen({ serverCheck, ...props }: SignInScreenProps) {
  return <SignInPage serverCheck={serverCheck ?? liveServerCheck} {...props} />;
}
