import { type CompanyPatentFields, contentMessages as cm, companyPatentMessages as pm } from '@dtmm/shared';
import type { FormRule } from 'antd';

/** What the shared schema bounds (companyPatentFields), mirrored for the form; the same texts as the server. */
export const PATENT_LIMITS = { title: 200, patentNumber: 50, patentee: 100, summary: 1000 } as const;

const upTo = (max: number, message: string): FormRule => ({ max, message });

export const patentRules: Record<keyof CompanyPatentFields, FormRule[]> = {
  title: [
    { required: true, whitespace: true, message: cm.titleRequired },
    upTo(PATENT_LIMITS.title, cm.titleTooLong(200)),
  ],
  patentNumber: [
    { required: true, whitespace: true, message: pm.numberRequired },
    upTo(PATENT_LIMITS.patentNumber, cm.textTooLong('专利号', PATENT_LIMITS.patentNumber)),
  ],
  patentType: [{ required: true, message: pm.typeRequired }],
  patentee: [upTo(PATENT_LIMITS.patentee, cm.textTooLong('专利权人', PATENT_LIMITS.patentee))],
  applyDate: [],
  summary: [upTo(PATENT_LIMITS.summary, cm.textTooLong('摘要', PATENT_LIMITS.summary))],
};
