/**
 * The @acct shown for an account, with an internationalised domain decoded (xn-- labels). A malformed
 * label is shown as received and the converter's error is logged with console.warn, once per
 * domain for the life of the page.
 */
import { decodeDomain } from '../../services/text/idn';

const warned = new Set<string>();
const shown = new Map<string, string>();
const MAX_REMEMBERED = 2000;

export function shownAcct(acct: string): string {
  const known = shown.get(acct);
  if (known !== undefined) return known;
  const at = acct.lastIndexOf('@');
  let display = acct;
  if (at > 0) {
    const domain = acct.slice(at + 1);
    const decoded = decodeDomain(domain);
    display = `${acct.slice(0, at)}@${decoded.display}`;
    if (decoded.errors.length > 0 && !warned.has(domain)) {
      warned.add(domain);
      console.warn(`Could not decode the domain ${domain}: ${decoded.errors.join('; ')}`);
    }
  }
  if (shown.size >= MAX_REMEMBERED) shown.clear();
  shown.set(acct, display);
  return display;
}
