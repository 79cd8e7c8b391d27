import { type BankQuestion, checkBankVersion, INDICATOR_ENTRIES, ranksByCredit } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { BANK_V2_PARAMETERS, BANK_V2_QUESTIONS, BANK_V2_REPORT_CONTENT } from './bank-v2.data';
import { BUSINESS_QUESTIONS_V2 } from './business.questions';
import { FOUNDATION_GOVERNANCE_QUESTIONS_V2 } from './foundation-governance.questions';
import { PRODUCTION_QUESTIONS_V2 } from './production.questions';
import { RESULTS_QUESTIONS_V2 } from './results.questions';

/**
 * How bank version 2 is written (issue 29 §2), checked question by question over the whole bank; the
 * report content's own checks are in report-content.data.test.ts, the publication check in bank.data.test.ts.
 */

const LEVELS = [1, 2, 3, 4, 5] as const;
/** Words of absence or intention a credited option never uses (wider than the publication check's). */
const NOT_DONE = [
  '计划',
  '准备',
  '打算',
  '正在',
  '试点',
  '论证',
  '可行性',
  '尚未',
  '没有',
  '暂未',
  '靠个人',
  '自觉',
  '共用',
  '偶尔',
  '临时',
];
/** Words that join two practices into one option. */
const JOINERS = ['、', '并且', '以及'];
/** Words that flatter an option: the best one must not be the only one using them. */
const PRAISE = /全面|完善|先进|自动|智能/;
const NONE_START = /^(以上均未|暂无|尚未|没有|无，)/;

const chars = (text: string) => [...text].length;
const practices = (question: BankQuestion) => question.options.filter((option) => !option.exclusive);
const gating = BANK_V2_QUESTIONS.filter((question) => !question.id.includes('-Q'));
const singles = gating.filter((question) => question.questionType === 1);
const multiples = gating.filter((question) => question.questionType === 2);
/** Every question breaking a rule, by id: an empty list passes. */
const breaking = (questions: readonly BankQuestion[], broken: (question: BankQuestion) => boolean) =>
  questions.filter(broken).map((question) => question.id);

describe.each([
  { area: '基础 and 治理', questions: FOUNDATION_GOVERNANCE_QUESTIONS_V2, from: 1, to: 12, singlePerLevel: 6 },
  { area: '生产', questions: PRODUCTION_QUESTIONS_V2, from: 13, to: 26, singlePerLevel: 7 },
  { area: '经营', questions: BUSINESS_QUESTIONS_V2, from: 32, to: 39, singlePerLevel: 4 },
])('bank version 2: $area', ({ questions, from, to, singlePerLevel }) => {
  const indicators = Array.from({ length: to - from + 1 }, (_, i) => `T${String(from + i).padStart(2, '0')}`);

  it('asks one question per indicator and level, in indicator then level order', () => {
    expect(questions.map((q) => q.id)).toEqual(indicators.flatMap((id) => LEVELS.map((level) => `${id}-L${level}-1`)));
  });

  it('uses both question types at every level, about half each', () => {
    for (const level of LEVELS)
      expect(
        questions.filter((q) => q.level === level && q.questionType === 1),
        `L${level}`,
      ).toHaveLength(singlePerLevel);
  });
});

describe('bank version 2: every gating question', () => {
  it('passes the publication check, with its parameters and report content', () => {
    const version = {
      questions: BANK_V2_QUESTIONS,
      parameters: BANK_V2_PARAMETERS,
      reportContent: BANK_V2_REPORT_CONTENT,
    };
    expect(checkBankVersion(version)).toEqual([]);
  });

  it('ends with one exclusive none worth 0 that says none', () => {
    const wrong = breaking(gating, (question) => {
      const last = question.options.at(-1);
      const exclusive = question.options.filter((option) => option.exclusive);
      return !(last?.exclusive && last.credit === 0 && NONE_START.test(last.label) && exclusive.length === 1);
    });
    expect(wrong).toEqual([]);
  });

  it('grades a single choice with one best state among at least three, the others real partial degrees', () => {
    const wrong = breaking(singles, (question) => {
      const options = practices(question);
      return (
        options.length < 3 ||
        options.filter((option) => option.credit === 1).length !== 1 ||
        options.some((option) => ![0, 0.3, 0.6, 1].includes(option.credit))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('lets a multiple choice reach full credit from its core practices, not from every box', () => {
    const wrong = breaking(multiples, (question) => {
      const credits = practices(question).map((option) => option.credit);
      const sum = credits.reduce((total, credit) => total + credit, 0);
      return credits.some((credit) => credit < 0.2 || credit > 0.5) || sum < 1.2 - 1e-9 || sum > 1.6 + 1e-9;
    });
    expect(wrong).toEqual([]);
  });

  it('gives no credit to absence or intention and joins no two practices in one option', () => {
    const found = gating.flatMap((question) =>
      practices(question)
        .filter((option) => option.credit > 0)
        .flatMap((option) =>
          [...NOT_DONE, ...JOINERS]
            .filter((word) => option.label.includes(word))
            .map((word) => `${question.id} ${word}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('never lets the order, the length or the praise of an option tell its credit', () => {
    expect(breaking(gating, (question) => ranksByCredit(practices(question).map((option) => option.credit)))).toEqual(
      [],
    );
    const givenAway = breaking(singles, (question) => {
      const options = practices(question);
      const best = options.find((option) => option.credit === 1);
      const others = options.filter((option) => option !== best);
      if (!best) return true;
      const longest = chars(best.label) > Math.max(...others.map((option) => chars(option.label)));
      const praisedAlone = PRAISE.test(best.label) && !others.some((option) => PRAISE.test(option.label));
      return longest || praisedAlone;
    });
    expect(givenAway).toEqual([]);
  });

  it('keeps titles, descriptions and labels within their limits, in Chinese punctuation', () => {
    const wrong = breaking(BANK_V2_QUESTIONS, (question) => {
      const texts = [question.title, question.questionDesc, ...question.options.map((option) => option.label)];
      return (
        chars(question.title) > 60 ||
        chars(question.questionDesc) > 200 ||
        question.options.some((option) => chars(option.label) > 60) ||
        texts.some((text) => /[,;:!?"']/.test(text))
      );
    });
    expect(wrong).toEqual([]);
  });
});

describe('bank version 2: 数字化转型成效', () => {
  it('asks each variant its indicators, energy and productivity once per industry group', () => {
    expect(RESULTS_QUESTIONS_V2.map((question) => question.id)).toEqual([
      'T27-Q',
      'T28-Q-E',
      'T28-Q-G',
      'T29-Q',
      'T30-Q-E',
      'T30-Q-G',
      'T31-Q',
      'T40-Q',
      'T41-Q',
      'T42-Q',
    ]);
    const groupsOf = (id: string) => RESULTS_QUESTIONS_V2.find((question) => question.id === id)?.industryGroups;
    expect([groupsOf('T28-Q-E'), groupsOf('T30-Q-E')]).toEqual([['energyIntensive'], ['energyIntensive']]);
    expect([groupsOf('T28-Q-G'), groupsOf('T30-Q-G')]).toEqual([['otherIndustry'], ['otherIndustry']]);
  });

  it('asks five bands from worse to better with rising credit, then an exclusive not measured', () => {
    for (const question of RESULTS_QUESTIONS_V2) {
      expect([question.level, question.questionType], question.id).toEqual([1, 1]);
      expect(question.options.map((option) => [option.id, option.credit, option.exclusive ?? false])).toEqual([
        ['A', 0.2, false],
        ['B', 0.4, false],
        ['C', 0.6, false],
        ['D', 0.8, false],
        ['E', 1, false],
        ['F', 0, true],
      ]);
      expect(question.options.at(-1)?.label).toBe('尚未统计此项数据');
    }
  });

  it('has advice for every indicator the bank asks, in the indicator system’s order', () => {
    const asked = new Set(BANK_V2_QUESTIONS.map((question) => question.indicatorId));
    expect(BANK_V2_REPORT_CONTENT.advice.map((row) => row.indicatorId)).toEqual(
      INDICATOR_ENTRIES.filter((entry) => asked.has(entry.id)).map((entry) => entry.id),
    );
  });
});
