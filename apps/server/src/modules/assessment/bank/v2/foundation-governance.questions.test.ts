import { adviceRowSchema, checkBank, ranksByCredit } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { FOUNDATION_GOVERNANCE_ADVICE_V2 } from './foundation-governance.advice';
import { FOUNDATION_GOVERNANCE_QUESTIONS_V2 as QUESTIONS } from './foundation-governance.questions';

const INDICATORS = ['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09', 'T10', 'T11', 'T12'];
const LEVELS = [1, 2, 3, 4, 5] as const;

/** Words of absence or intention that a credited option must not use (issue 29 §2 rule 3). */
const ABSENCE_OR_INTENTION = [
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
/** Characters that join two practices into one option (rule 2); none of our credited labels needs them. */
const JOINERS = ['、', '并且', '以及', '和', '及', '并', '且'];
/** Words that flatter an option (rule 5): the best one must not be the only one using them. */
const PRAISE = /全面|完善|先进|自动|智能/;
/** Latin words the advice may use: acronyms the questions explain. */
const ACRONYMS = new Set(['ERP', 'MES', 'TMS']);
const NONE_START = /^(以上均未|暂无|尚未|没有|无，)/;

const length = (text: string) => [...text].length;
const practices = (question: (typeof QUESTIONS)[number]) => question.options.filter((option) => !option.exclusive);
const credited = QUESTIONS.flatMap((question) =>
  practices(question)
    .filter((option) => option.credit > 0)
    .map((option) => ({ at: `${question.id} ${option.id} ${option.label}`, label: option.label })),
);

describe('bank version 2: 数字化基础 and 数字化治理', () => {
  it('asks one question per indicator and level, in indicator then level order', () => {
    expect(QUESTIONS.map((question) => question.id)).toEqual(
      INDICATORS.flatMap((indicatorId) => LEVELS.map((level) => `${indicatorId}-L${level}-1`)),
    );
    for (const question of QUESTIONS) expect(question.id).toBe(`${question.indicatorId}-L${question.level}-1`);
  });

  it('passes the bank check for its own questions', () => {
    const ids = new Set(QUESTIONS.map((question) => question.id));
    // The check also reports the indicators of other areas as missing: those name no question of ours.
    const own = checkBank(QUESTIONS).filter((problem) => ids.has(/^题目 ([^ ：]+)/.exec(problem)?.[1] ?? ''));
    expect(own).toEqual([]);
  });

  it('uses both question types at every level, roughly half each', () => {
    for (const level of LEVELS) {
      const single = QUESTIONS.filter((question) => question.level === level && question.questionType === 1);
      expect(single.length, `level ${level}`).toBeGreaterThanOrEqual(5);
      expect(single.length, `level ${level}`).toBeLessThanOrEqual(7);
    }
  });

  it('gives a single choice exactly one option at 1 and at least three options besides the none', () => {
    for (const question of QUESTIONS.filter((q) => q.questionType === 1)) {
      const options = practices(question);
      expect(options.length, question.id).toBeGreaterThanOrEqual(3);
      expect(
        options.filter((option) => option.credit === 1),
        question.id,
      ).toHaveLength(1);
      for (const option of options) expect([1, 0.6, 0.3, 0], `${question.id} ${option.id}`).toContain(option.credit);
    }
  });

  it('gives each practice of a multiple choice 0.2–0.5, summing to 1.2–1.6', () => {
    for (const question of QUESTIONS.filter((q) => q.questionType === 2)) {
      const credits = practices(question).map((option) => option.credit);
      for (const credit of credits) {
        expect(credit, question.id).toBeGreaterThanOrEqual(0.2);
        expect(credit, question.id).toBeLessThanOrEqual(0.5);
      }
      const sum = credits.reduce((total, credit) => total + credit, 0);
      expect(sum, question.id).toBeGreaterThanOrEqual(1.2 - 1e-9);
      expect(sum, question.id).toBeLessThanOrEqual(1.6 + 1e-9);
    }
  });

  it('ends every question with one exclusive none at 0 that says none', () => {
    const wrong = QUESTIONS.filter((question) => {
      const last = question.options.at(-1);
      const exclusive = question.options.filter((option) => option.exclusive);
      return !(last?.exclusive && last.credit === 0 && NONE_START.test(last.label) && exclusive.length === 1);
    });
    expect(wrong.map((question) => `${question.id} ${question.options.at(-1)?.label}`)).toEqual([]);
  });

  it('never credits absence or intention', () => {
    const found = credited.flatMap(({ at, label }) =>
      ABSENCE_OR_INTENTION.filter((word) => label.includes(word)).map((word) => `${at}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('never joins two practices in one credited option', () => {
    const found = credited.flatMap(({ at, label }) =>
      JOINERS.filter((joiner) => label.includes(joiner)).map((joiner) => `${at}: ${joiner}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps titles, descriptions and labels within their limits, each desc with an example', () => {
    const found = QUESTIONS.flatMap((question) => [
      ...(length(question.title) > 60 || !question.title.endsWith('？') ? [`${question.id} title`] : []),
      ...(length(question.questionDesc) > 200 ? [`${question.id} desc ${length(question.questionDesc)}`] : []),
      ...(question.questionDesc.includes('例如') ? [] : [`${question.id} desc without an example`]),
      ...question.options.filter((option) => length(option.label) > 60).map((option) => `${question.id} ${option.id}`),
    ]);
    expect(found).toEqual([]);
  });

  it('never orders the options by credit', () => {
    const ranked = QUESTIONS.filter((question) => ranksByCredit(practices(question).map((option) => option.credit)));
    expect(ranked.map((question) => question.id)).toEqual([]);
  });

  it('never sets one credit apart from otherwise equal ones, which an unranked order could only put in the middle', () => {
    const pinned = QUESTIONS.filter((question) => {
      const credits = practices(question).map((option) => option.credit);
      const distinct = [...new Set(credits)];
      return distinct.length === 2 && distinct.some((credit) => credits.filter((c) => c === credit).length === 1);
    });
    expect(pinned.map((question) => question.id)).toEqual([]);
  });

  it('lets neither length nor praise words give the best single choice away', () => {
    const found: string[] = [];
    for (const question of QUESTIONS.filter((q) => q.questionType === 1)) {
      const options = practices(question);
      const best = options.find((option) => option.credit === 1);
      const others = options.filter((option) => option !== best);
      if (!best) continue; // reported by the single-choice test
      if (!others.some((option) => length(option.label) >= length(best.label)))
        found.push(`${question.id}: the best is the longest`);
      if (PRAISE.test(best.label) && !others.some((option) => PRAISE.test(option.label)))
        found.push(`${question.id}: only the best praises`);
    }
    expect(found).toEqual([]);
  });

  it('keeps the options of one question of similar length', () => {
    const uneven = QUESTIONS.filter((question) => {
      const lengths = practices(question).map((option) => length(option.label));
      return Math.max(...lengths) > 2 * Math.min(...lengths);
    });
    expect(uneven.map((question) => question.id)).toEqual([]);
  });
});

describe('bank version 2 advice: 数字化基础 and 数字化治理', () => {
  it('has one valid row per indicator, in order', () => {
    expect(FOUNDATION_GOVERNANCE_ADVICE_V2.map((row) => row.indicatorId)).toEqual(INDICATORS);
    for (const row of FOUNDATION_GOVERNANCE_ADVICE_V2) expect(() => adviceRowSchema.parse(row)).not.toThrow();
  });

  it('writes full sentences in Chinese punctuation, never twice the same', () => {
    const texts = FOUNDATION_GOVERNANCE_ADVICE_V2.flatMap((row) => [...row.levels, row.note]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text, text).toMatch(/。$/);
      expect(length(text), text).toBeLessThanOrEqual(160);
      expect(text, text).not.toMatch(/[,;:!?()"']/);
      const latin = text.match(/[A-Za-z]+/g) ?? [];
      expect(
        latin.filter((word) => !ACRONYMS.has(word)),
        text,
      ).toEqual([]);
    }
  });
});
