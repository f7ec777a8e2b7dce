import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormBody } from '@site/contracts/business-extra';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '../../brands.ts';
import { contractResolver } from '../../lib/contract-resolver.ts';
import { type ContactTexts, issueText } from './contact-texts.ts';

/**
 * The contact form's rules: the one schema shared with the gateway (the contract's contactFormBody)
 * as react-hook-form's resolver with messages in the page's language, the page's 'from' prop, and the
 * idempotency key of each filled-in form.
 */

export type ContactInput = z.input<typeof contactFormBody>;
export type ContactBody = z.output<typeof contactFormBody>;

/** The fields a person fills in (the 'from' prop, the key and the honeypot are added on submit). */
export type ContactValues = Pick<ContactBody, 'companyName' | 'name' | 'email' | 'phone' | 'subject' | 'content'> & {
  companyName: string;
  phone: string;
  subject: string;
};

export const EMPTY_VALUES: ContactValues = {
  companyName: '',
  name: '',
  email: '',
  phone: '',
  subject: '',
  content: '',
};

/** The contract's 'from' pattern (a short page key). */
const FROM_SHAPE = contactFormBody.shape.from;

/**
 * The page's 'from' prop (spec section 2): the query's `from` when it is a valid page key, else the
 * route's own key (e.g. 'ld-contactUs'), so every submission says where it came from.
 */
export const fromOf = (search: string, routeKey: string): string => {
  const value = new URLSearchParams(search).get('from')?.trim();
  return value && FROM_SHAPE.safeParse(value).success ? value : routeKey;
};

/**
 * A random UUID (version 4) for the idempotency key: crypto.randomUUID where the page is a secure
 * context, else built from crypto.getRandomValues (plain-http hosts have no randomUUID).
 */
export const newIdempotencyKey = (
  source: { randomUUID?: () => string; getRandomValues: (bytes: Uint8Array) => Uint8Array } = crypto,
): string => {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Empty optional fields are left out, as the schema's optional fields expect. */
export const bodyOf = (
  values: ContactValues,
  extra: { from: string; idempotencyKey: string; website: string },
): ContactInput => {
  const body: ContactInput = { name: values.name, email: values.email, content: values.content };
  for (const key of ['companyName', 'phone', 'subject'] as const) {
    if (values[key].trim() !== '') body[key] = values[key];
  }
  body.from = extra.from;
  body.idempotencyKey = extra.idempotencyKey;
  // The honeypot goes out only when something filled it: the schema (here and at the gateway) refuses it then.
  if (extra.website !== '') body.website = extra.website;
  return body;
};

const baseResolver = zodResolver(contactFormBody);

/**
 * react-hook-form's resolver: the contract's schema on the person's fields, with each field's first
 * message in the page's language (issueText). It passes the values on as typed: the gateway client
 * parses the body with the same schema (trimming) before it is sent.
 */
export const contactResolver = (t: ContactTexts, locale: Locale): Resolver<ContactValues> =>
  contractResolver(
    baseResolver,
    (values: ContactValues) =>
      bodyOf(values, { from: '', idempotencyKey: '00000000-0000-4000-8000-000000000000', website: '' }),
    (found) => {
      const errors: FieldErrors<ContactValues> = {};
      for (const [field, error] of Object.entries(found)) {
        if (!error || !(field in EMPTY_VALUES)) continue;
        const type = typeof error.type === 'string' ? error.type : undefined;
        const message = typeof error.message === 'string' ? error.message : '';
        errors[field as keyof ContactValues] = {
          type: type ?? 'validate',
          message: issueText(t, locale, field, type, message),
          ...('ref' in error && error.ref ? { ref: error.ref as FieldError['ref'] } : {}),
        };
      }
      return errors;
    },
  );
