import 'server-only';
import type { Platform } from '@site/contracts/hosts';
import { reportIdWire } from '@site/contracts/space';
import { getSurveyReport as getSurveyReportCall, surveyReportWire } from '@site/contracts/vat';
import { cache } from 'react';
import type { Locale } from '../brands.ts';
import { readCall } from './gateway.ts';
import { orNotFound } from './not-found.ts';
import { inScriptOf } from './script.ts';
import { type SurveyReport, surveyReportOf } from './survey-report-wire.ts';

export * from './survey-report-wire.ts';

/**
 * The questionnaire's stored report (GET /vat/mcSurveyReport/get), for the result page and its PDF.
 * A visitor's own report: read on every request, never put in the page cache. The wire is checked
 * against the contract and mapped once, here, to what the page reads.
 */

/** Whether a value can be a report id at all: anything else is a 404 without a call. */
export const isReportId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && reportIdWire.safeParse(value).success;

/**
 * A stored report of the brand, or null: a malformed id, an id the gateway does not know (404),
 * or a report made on another brand. Deduplicated within a request (metadata and page).
 */
export const getSurveyReport = cache(
  async (platform: Platform, locale: Locale, reportId: string): Promise<SurveyReport | null> => {
    if (!isReportId(reportId)) return null;
    const data = await orNotFound(readCall(platform, locale, getSurveyReportCall, { query: { reportId } }));
    if (data === null) return null;
    const wire = surveyReportWire.parse(data);
    if (wire.platform !== platform) return null;
    return inScriptOf(locale, surveyReportOf(wire));
  },
);
