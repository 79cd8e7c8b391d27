import {
  type Answers,
  type AssessmentInput,
  type BankQuestion,
  type BankVersion,
  type IndustryGroup,
  questionsAskedOf,
} from '@dtmm/shared';
import type { AssessmentRecordRow } from './assessment.table';

type RecordScope = Pick<AssessmentRecordRow, 'croppedIndicatorIds' | 'industryGroup'>;

/** The record's industry group; records from before variants were assessed as industry. */
export const industryGroupOfRecord = (record: Pick<AssessmentRecordRow, 'industryGroup'>): IndustryGroup =>
  (record.industryGroup as IndustryGroup | null) ?? 'otherIndustry';

/** What the model scores a record from: its bank, its variant and cropping, and the answers given. */
export const modelInputOf = (bank: BankVersion, record: RecordScope, answers: Answers): AssessmentInput => ({
  bank,
  industryGroup: industryGroupOfRecord(record),
  croppedIndicatorIds: record.croppedIndicatorIds,
  answers,
});

/** The questions a record asks: its variant's and industry group's, without what the company dropped. */
export const questionsOfRecord = (bank: BankVersion, record: RecordScope): BankQuestion[] =>
  questionsAskedOf(bank.questions, industryGroupOfRecord(record), record.croppedIndicatorIds);
