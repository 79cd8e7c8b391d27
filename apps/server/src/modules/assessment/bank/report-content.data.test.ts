import { INDICATOR_ENTRIES, type ReportContent, reportContentSchema } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { REPORT_CONTENT } from './report-content.data';
import { BANK_V2_REPORT_CONTENT } from './v2/bank-v2.data';

/** The only Latin-letter words the advice may use: well-known acronyms the bank also explains. */
const ACRONYMS = new Set([
  '5G',
  'AGV',
  'APS',
  'BOM',
  'CAD',
  'CAPP',
  'CRM',
  'EAM',
  'EMS',
  'ERP',
  'LIMS',
  'MES',
  'OEE',
  'PLC',
  'PLM',
  'PMS',
  'SCADA',
  'SRM',
  'TMS',
  'WMS',
]);

/** Version 1 serves industry only (31 indicators); version 2 both variants (42). */
const industryIds = INDICATOR_ENTRIES.filter((entry) => entry.evaluationTypes.includes('1')).map((entry) => entry.id);
const allIds = INDICATOR_ENTRIES.map((entry) => entry.id);

describe.each([
  { name: 'the original bank version', content: REPORT_CONTENT, ids: industryIds, count: 31 },
  { name: 'bank version 2', content: BANK_V2_REPORT_CONTENT, ids: allIds, count: 42 },
])(
  'the report content of $name',
  ({ content, ids, count }: { content: ReportContent; ids: string[]; count: number }) => {
    const REPORT_CONTENT = content;
    const INDICATOR_IDS = ids;
    const allTexts = [...REPORT_CONTENT.advice.flatMap((row) => [...row.levels, row.note]), REPORT_CONTENT.note];
    it('passes the report content schema', () => {
      expect(() => reportContentSchema.parse(REPORT_CONTENT)).not.toThrow();
    });

    it('has one row per indicator, in the order of the indicator system', () => {
      expect(INDICATOR_IDS).toHaveLength(count);
      expect(REPORT_CONTENT.advice.map((row) => row.indicatorId)).toEqual(INDICATOR_IDS);
    });

    it('never says the same thing twice', () => {
      expect(new Set(allTexts).size).toBe(allTexts.length);
    });

    it('writes every text as one or two full sentences of a readable length', () => {
      for (const text of allTexts) {
        expect(text, text).toMatch(/。$/);
        expect(text.length, text).toBeGreaterThanOrEqual(30);
        expect(text.length, text).toBeLessThanOrEqual(160);
      }
    });

    it('uses Chinese punctuation and no Latin words but the listed acronyms', () => {
      for (const text of allTexts) {
        expect(text, text).not.toMatch(/[,;:!?()"']/);
        const words = text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
        expect(
          words.filter((word) => !ACRONYMS.has(word)),
          text,
        ).toEqual([]);
      }
    });

    it('has a note on how to read the suggestions', () => {
      expect(REPORT_CONTENT.note).toContain('自评');
      expect(REPORT_CONTENT.note).toContain('现场评估');
    });
  },
);
