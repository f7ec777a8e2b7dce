import { surveyReportPageFile } from '@/app-shell/survey-report-page.tsx';

/** /ld/questionAnswer, the questionnaire's result page: the visitor's own report, rendered on every request. */
export const dynamic = 'force-dynamic';

const page = surveyReportPageFile('ld');
export const { generateMetadata } = page;
export default page.render;
