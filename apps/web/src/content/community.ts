import 'server-only';
import { businessExtra, type DataOf, vat } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import type { Locale } from '../brands.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { orNotFound } from './not-found.ts';
import { cleanHtml } from './rich-text.ts';

/** Partners of the cooperative pages and the VAT questions and answers of complianceAnswer. */

export type Partner = DataOf<typeof businessExtra.getPartner>['list'][number];
export type PartnerDetail = DataOf<typeof businessExtra.getPartnersInfoById>;
export type QaType = DataOf<typeof vat.getQaType>[number];
export type QaQuestion = DataOf<typeof vat.searchQaQuestions>['list'][number];
export type QaAnswer = DataOf<typeof vat.getQaAnswerDetail>;

const tagsOf = (platform: Platform) => [contentTags.pages(platform)];

export const getPartners = cache(
  (platform: Platform, locale: Locale): Promise<Partner[]> =>
    cachedRead(['partners', platform, locale], platform, tagsOf(platform), async () => {
      const page = await readCall(platform, locale, businessExtra.getPartner, { query: { pageSize: 100 } });
      return page.list;
    }),
);

export const getPartner = cache(
  (platform: Platform, locale: Locale, id: number): Promise<PartnerDetail | null> =>
    cachedRead(['partner', platform, locale, String(id)], platform, tagsOf(platform), async () => {
      const partner = await orNotFound(
        readCall(platform, locale, businessExtra.getPartnersInfoById, { query: { id } }),
      );
      return partner ? { ...partner, content: cleanHtml(partner.content) } : null;
    }),
);

export const getQaTypes = cache(
  (platform: Platform, locale: Locale): Promise<QaType[]> =>
    cachedRead(['qa-types', platform, locale], platform, tagsOf(platform), () =>
      readCall(platform, locale, vat.getQaType),
    ),
);

/** Every question of the brand (there are a few dozen), most read first. */
export const getQuestions = cache(
  (platform: Platform, locale: Locale): Promise<QaQuestion[]> =>
    cachedRead(['qa', platform, locale], platform, tagsOf(platform), async () => {
      const page = await readCall(platform, locale, vat.searchQaQuestions, { query: { pageSize: 100 } });
      return page.list;
    }),
);

export const getAnswer = cache(
  (platform: Platform, locale: Locale, answerId: number): Promise<QaAnswer | null> =>
    cachedRead(['qa-answer', platform, locale, String(answerId)], platform, tagsOf(platform), async () => {
      const answer = await orNotFound(readCall(platform, locale, vat.getQaAnswerDetail, { params: { answerId } }));
      return answer ? { ...answer, answer: cleanHtml(answer.answer) } : null;
    }),
);
