import { type DcmmPartyType, PLEDGE_VERSION } from '@dtmm/shared';
import type { Queryable } from '../../../db/database';
import { dcmmRecords } from '../dcmm.table';
import { type DcmmAnswers, dcmmLevelOf } from '../dcmm-level';
import { DCMM_QUESTIONNAIRE_V1 } from '../dcmm-questionnaire.data';

const DAY_MS = 86_400_000;

export interface DemoDcmmRecord {
  /** A demo-province company key. */
  company: string;
  partyType: DcmmPartyType;
  daysAgo: number;
  answers: DcmmAnswers;
  capability: Record<string, number>;
}

/**
 * The demo's DCMM self-assessments, answered to questionnaire version 1, so that sy_admin's DCMM
 * tab shows a result: 孝义晟源焦化, a data owner with ERP and MES but no dedicated data department,
 * reaches level 2 (受管理级), and its self-check puts most areas at 2, quality and life cycle at 1.
 */
export const DEMO_DCMM_RECORDS: DemoDcmmRecord[] = [
  {
    company: 'shengyuan',
    partyType: 'A',
    daysAgo: 12,
    answers: {
      D01: ['A'],
      D02: ['B'],
      D03: ['A'],
      D04: ['B'],
      D05: ['B'],
      D06: ['C'],
      D07: ['B'],
      D08: ['A', 'D'],
      D09: ['B', 'C', 'D', 'E', 'F'],
      D10: ['A', 'B', 'F'],
      D11: ['B'],
      D12: ['A', 'B', 'C'],
      D13: ['A', 'B', 'C'],
      D14: ['A', 'B', 'C'],
      D15: ['A', 'B'],
    },
    capability: { C1: 2, C2: 2, C3: 2, C4: 2, C5: 2, C6: 1, C7: 2, C8: 1 },
  },
];

/** The member who submitted a company's demo records: its ADMIN, or nobody. */
type DemoSubmitter = { id: number; username: string } | null;

/**
 * Seeds the demo's DCMM records into the fresh demo database, in the demo assessments' transaction;
 * the level is computed by the rule the API applies, and each carries the 真实性承诺 its company's
 * ADMIN accepted with the submission, as answer/add stores it.
 */
export async function seedDemoDcmm(
  tx: Queryable,
  companyId: (key: string) => number,
  adminOf: (companyId: number) => DemoSubmitter,
  now: number,
): Promise<void> {
  const { version, questions } = DCMM_QUESTIONNAIRE_V1;
  await tx.insert(dcmmRecords).values(
    DEMO_DCMM_RECORDS.map((record) => {
      const by = adminOf(companyId(record.company));
      const submittedAt = new Date(now - record.daysAgo * DAY_MS);
      return {
        companyId: companyId(record.company),
        partyType: record.partyType,
        questionnaireVersion: version,
        answers: record.answers,
        level: dcmmLevelOf(questions, record.partyType, record.answers),
        capability: record.capability,
        submittedBy: by?.id ?? null,
        submittedAt,
        pledgeVersion: PLEDGE_VERSION,
        pledgeAcceptedAt: submittedAt,
        pledgeAcceptedBy: by?.id ?? null,
        pledgeAcceptedByName: by?.username ?? '',
      };
    }),
  );
}
