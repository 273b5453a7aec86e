import { decode } from 'punycode/punycode.es6.js';

/**
 * Internationalised domains arrive in ASCII (punycode, `xn--` labels) and are shown decoded.
 * The converter raises 'Overflow: input needs wider integers to process', 'Illegal input >= 0x80
 * (not a basic code point)' or 'Invalid input' on malformed labels; such a label is shown as it came, and the
 * converter's message is returned so callers can log it.
 */
export interface DecodedDomain {
  /** the domain to display: decoded labels, malformed ones left as received */
  display: string;
  /** the converter's error messages, one per malformed label */
  errors: string[];
}

const ACE_PREFIX = 'xn--';

export function decodeDomain(domain: string): DecodedDomain {
  const errors: string[] = [];
  const labels = domain.split('.').map((label) => {
    if (!label.toLowerCase().startsWith(ACE_PREFIX)) return label;
    try {
      return decode(label.slice(ACE_PREFIX.length).toLowerCase());
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
      return label;
    }
  });
  return { display: labels.join('.'), errors };
}

/** `user@xn--...` -> `user@例え.テスト`; an acct without a domain is returned as is. */
export function displayAcct(acct: string): string {
  const at = acct.lastIndexOf('@');
  if (at <= 0) return acct;
  return `${acct.slice(0, at)}@${decodeDomain(acct.slice(at + 1)).display}`;
}
