// A template's frozen report and the statement that makes it a record's: the report and scale benches
// build a few dozen real reports of the model and give each seeded record its own copy by SQL.
import type { ReportFacts } from '@dtmm/shared';

/** The facts of a template's report: none of a company's; personalisedReport writes each record's in. */
export const TEMPLATE_FACTS: ReportFacts = {
  recordId: 0,
  answerType: '0',
  companyName: '',
  company: { socialCreditCode: '', industry: '', companyType: '未填报', registeredAddress: '' },
  assessmentDate: '',
  reportNumber: '',
  verificationCode: '',
  serviceProviderName: '',
  frozenAt: '',
};

/** SQL expressions of the record's own facts, in the statement that copies a template's report. */
export interface RecordFacts {
  content: string;
  recordId: string;
  companyName: string;
  completedAt: string;
  score: string;
  creditCode: string;
  industry: string;
  reportNumber: string;
  verificationCode: string;
}

/** A template's report (`content`, jsonb) with the record's facts written in, as freezeReport writes them. */
export function personalisedReport(f: RecordFacts): string {
  const day = `to_char(${f.completedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const instant = `to_char(${f.completedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;
  const facts: [string, string][] = [
    ['{recordId}', `${f.recordId}::text`],
    ['{companyName}', f.companyName],
    ['{assessmentDate}', day],
    ['{totalScore}', f.score],
    ['{scoreComparison,companyScore}', f.score],
    ['{company,socialCreditCode}', f.creditCode],
    ['{company,industry}', f.industry],
    ['{report,reportNumber}', f.reportNumber],
    ['{report,verificationCode}', f.verificationCode],
    ['{report,frozenAt}', instant],
  ];
  return facts.reduce((json, [path, value]) => `jsonb_set(${json}, '${path}', to_jsonb(${value}))`, f.content);
}
