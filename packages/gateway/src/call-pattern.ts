import { type CallDef, urlOf } from '@site/contracts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The pattern of a call's full path on the site's origin: each `{name}` segment matches one path segment. */
export const callPattern = (def: Pick<CallDef, 'base' | 'path'>): RegExp =>
  new RegExp(
    `^${urlOf(def)
      .split(/(\{\w+\??\})/)
      .map((part) => (/^\{\w+\??\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
      .join('')}$`,
  );
