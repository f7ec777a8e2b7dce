import 'server-only';
import type { Platform } from '@site/contracts/hosts';
import { complianceRuleChanges } from '@site/contracts/vat';
import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '../brands.ts';
import { cachedRead, readCall } from './gateway.ts';
import { inScriptOf } from './script.ts';

/** The compliance rules' change history (GET /vat/complianceRules/changes), newest first: the 法规更新 page. */
export type RuleChanges = z.output<typeof complianceRuleChanges.data>;

export const getRuleChanges = cache(
  (platform: Platform, locale: Locale): Promise<RuleChanges> =>
    cachedRead(['rule-changes', platform, locale], platform, [], () =>
      readCall(platform, locale, complianceRuleChanges).then((changes) => inScriptOf(locale, changes)),
    ),
);
