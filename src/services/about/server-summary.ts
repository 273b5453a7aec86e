/**
 * What the about page says of the server, from its v2/instance answer: its name and domain, its picture, its short
 * description, whom to contact (an account, an email address) and its rules in the server's order. Texts the
 * server leaves out are empty; a picture or an email address that is not usable is left out.
 */
import type { ApiInstance } from '../../domain/entities/api-types';
import { asString, isRecord } from '../../domain/entities/coerce';
import { asHttpUrl } from '../../domain/entities/urls';
import { rulesOf, type ReportRule } from '../reports/report-rules';

export interface ServerThumbnail {
  url: string;
  /** the picture at twice the size, for high-density screens; null when the server has none */
  url2x: string | null;
  /** the server's description of the picture ('' when none) */
  description: string;
}

export interface ServerSummary {
  domain: string;
  /** the server's name ('' when it gives none: the domain stands in) */
  title: string;
  description: string;
  thumbnail: ServerThumbnail | null;
  /** '' when the server publishes no address */
  contactEmail: string;
  /** the contact account in the store; null when the server names none */
  contactAccountId: string | null;
  rules: readonly ReportRule[];
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function thumbnailOf(raw: unknown): ServerThumbnail | null {
  if (!isRecord(raw)) return null;
  const versions = isRecord(raw.versions) ? raw.versions : {};
  const url = asHttpUrl(versions['@1x']) ?? asHttpUrl(raw.url);
  if (url === null) return null;
  return { url, url2x: asHttpUrl(versions['@2x']), description: asString(raw.description) };
}

/** The contact account's id in `instance` (the shared instance chart puts the account in the store). */
function contactAccountIdOf(instance: ApiInstance): string | null {
  const account: unknown = isRecord(instance.contact) ? instance.contact.account : null;
  return isRecord(account) && typeof account.id === 'string' && account.id !== '' ? account.id : null;
}

/** The summary of the shared instance chart's answer (services/server-info/use-server-info.ts). */
export function serverSummary(instance: ApiInstance): ServerSummary {
  return summaryOf(instance, contactAccountIdOf(instance));
}

/** The summary of `instance`; `contactAccountId` is the contact account once stored. */
export function summaryOf(instance: ApiInstance, contactAccountId: string | null): ServerSummary {
  const email = asString(isRecord(instance.contact) ? instance.contact.email : '').trim();
  return {
    domain: asString(instance.domain),
    title: asString(instance.title).trim(),
    description: asString(instance.description).trim(),
    thumbnail: thumbnailOf(instance.thumbnail),
    contactEmail: EMAIL.test(email) ? email : '',
    contactAccountId,
    rules: Array.isArray(instance.rules) ? rulesOf(instance).filter((rule) => rule.text.trim() !== '') : [],
  };
}
