import { zodResolver } from '@hookform/resolvers/zod';
import { callbackBody } from '@site/contracts/business-extra';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '../../brands.ts';
import { contractResolver } from '../../lib/contract-resolver.ts';
import type { CallbackRequest } from './callback-request.ts';
import { type CallbackField, type CallbackTexts, fieldText } from './callback-texts.ts';

/**
 * The callback dialog's rules: the contract's schema (the gateway checks the same) as react-hook-form's resolver,
 * with messages in the page's language, and the body a filled-in dialog sends.
 */

export type CallbackInput = z.input<typeof callbackBody>;

export interface CallbackValues {
  name: string;
  phone: string;
  wechat: string;
  message: string;
}

export const EMPTY_CALLBACK: CallbackValues = { name: '', phone: '', wechat: '', message: '' };

/** Empty optional fields are left out, as the schema's optional fields expect; the honeypot only when filled. */
export const callbackBodyOf = (values: CallbackValues, request: CallbackRequest, website: string): CallbackInput => {
  const body: CallbackInput = { name: values.name, service: request.service, from: request.from };
  for (const key of ['phone', 'wechat', 'message'] as const) {
    if (values[key].trim() !== '') body[key] = values[key];
  }
  if (website !== '') body.website = website;
  return body;
};

const baseResolver = zodResolver(callbackBody);

/** react-hook-form's resolver: the contract's schema on the person's fields, each field's message translated. */
export const callbackResolver = (t: CallbackTexts, locale: Locale): Resolver<CallbackValues> =>
  contractResolver(
    baseResolver,
    (values: CallbackValues) => callbackBodyOf(values, { service: '-', from: '' }, ''),
    (found) => {
      const errors: Partial<Record<CallbackField, FieldError>> = {};
      for (const field of ['name', 'phone', 'wechat', 'message'] as const) {
        const error = (found as Partial<Record<string, FieldError>>)[field];
        if (error?.message) errors[field] = { type: error.type, message: fieldText(t, locale, field, error.message) };
      }
      return errors;
    },
  );
