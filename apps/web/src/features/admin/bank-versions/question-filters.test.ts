import { describe, expect, it } from 'vitest';
import type { BankVersionQuestion } from './api/bank-versions-api';
import { filterQuestions, NO_FILTERS, type QuestionFilters } from './question-filters';

const question = (id: string, patch: Partial<BankVersionQuestion> = {}): BankVersionQuestion => ({
  id,
  indicatorId: id.slice(0, 3),
  level: 1,
  questionType: 1,
  title: `${id}的题目`,
  questionDesc: `${id}的说明`,
  options: [{ id: 'A', label: '已实现', credit: 1 }],
  ...patch,
});

/** Version 2's kinds of question: both variants', industry's, services', and 成效 bands per industry group. */
const QUESTIONS = [
  question('T32-L1-1'),
  question('T01-L1-1'),
  question('T28-Q-G', { industryGroups: ['otherIndustry'] }),
  question('T15-L1-1'),
  question('T28-Q-E', { industryGroups: ['energyIntensive'] }),
  question('T42-Q'),
  question('T30-Q-E', { industryGroups: ['energyIntensive'] }),
  question('T31-Q'),
];

const ids = (filters: Partial<QuestionFilters>) =>
  filterQuestions(QUESTIONS, { ...NO_FILTERS, ...filters }).map((entry) => entry.id);

describe('filterQuestions', () => {
  it("orders by the indicator system: 数字化经营 in 数字化生产's place, before 成效", () => {
    expect(ids({})).toEqual(['T01-L1-1', 'T15-L1-1', 'T32-L1-1', 'T28-Q-E', 'T28-Q-G', 'T30-Q-E', 'T31-Q', 'T42-Q']);
  });

  it('knows the 数字化经营 area', () => {
    expect(ids({ area: 'A5' })).toEqual(['T32-L1-1']);
  });

  it.each([
    ['energyIntensive', ['T01-L1-1', 'T15-L1-1', 'T28-Q-E', 'T30-Q-E', 'T31-Q']],
    ['otherIndustry', ['T01-L1-1', 'T15-L1-1', 'T28-Q-G', 'T31-Q']],
    ['services', ['T01-L1-1', 'T32-L1-1', 'T31-Q', 'T42-Q']],
  ] as const)('shows what a company of the group %s is asked', (industryGroup, expected) => {
    expect(ids({ industryGroup })).toEqual(expected);
  });
});
