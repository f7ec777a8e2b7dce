import { isHttpUrl, safeUrl } from '../lib/urls.ts';
import type { Link } from './types.ts';

/** A menu path, panel link or footer value as a Link (safeUrl): site paths stay, http(s) links open in a new tab. */
export const toLink = (value: string | null | undefined): Link | null => {
  const href = safeUrl(value, { fragments: true });
  return href === null ? null : { href, external: isHttpUrl(href) };
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{7,}$/;

/** Contact values (a phone number, a mailbox) as links a visitor can tap. */
export const contactLink = (value: string): Link | null => {
  const text = value.trim();
  if (EMAIL.test(text)) return { href: `mailto:${text}`, external: false };
  if (PHONE.test(text)) return { href: `tel:${text.replace(/[^\d+]/g, '')}`, external: false };
  return null;
};

/** A content value written as 'qr:<text>' is a QR code drawn from the text. */
const QR_PREFIX = 'qr:';

/** The text of a QR value ('qr:<text>'; '' when empty), or null when the value is not one. */
export const qrTextOf = (value: string): string | null =>
  value.startsWith(QR_PREFIX) ? value.slice(QR_PREFIX.length) : null;

/** What a footer or 'more' panel value shows: a QR code, a link, or a text (linked when it is a phone or mailbox). */
export interface DecodedValue {
  text: string | null;
  link: Link | null;
  qr: string | null;
}

/** A value of the footer blocks and the right panel's 'more' block: qr:<text>, a site path or http(s) link, or a text. */
export const decodeValue = (raw: string | null | undefined): DecodedValue => {
  const value = raw?.trim() ?? '';
  const qr = qrTextOf(value);
  if (qr !== null) return { text: null, link: null, qr };
  const link = toLink(value);
  if (link) return { text: null, link, qr: null };
  return { text: value || null, link: value ? contactLink(value) : null, qr: null };
};
