import type { Link } from './types.ts';

const ABSOLUTE = /^https?:\/\//i;

/** A menu path, panel link or footer value as a Link: site paths stay, http(s) links open in a new tab. */
export const toLink = (value: string | null | undefined): Link | null => {
  const href = value?.trim();
  if (!href) return null;
  if (ABSOLUTE.test(href)) return { href, external: true };
  if (href.startsWith('/') || href.startsWith('#')) return { href, external: false };
  return null;
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
