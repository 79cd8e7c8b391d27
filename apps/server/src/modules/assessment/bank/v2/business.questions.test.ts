import { adviceRowSchema } from '@dtmm/shared';
import type { BankQuestion } from '@dtmm/shared/assessment/indicator-system';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ADVICE_V2 } from './business.advice';
import { BUSINESS_QUESTIONS_V2 } from './business.questions';
import { RESULTS_QUESTIONS_V2 } from './results.questions';

/** Issue 29 §2 rule 3: words that describe absence or intention, never in an option that earns credit. */
const BANNED_IN_CREDITED = [
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
  '、',
  '并且',
  '以及',
];
const NONE_PREFIXES = ['以上均未', '暂无', '尚未', '没有', '无，'];
const PRAISE = ['全面', '完善', '先进', '自动', '智能'];
const SUM_EPSILON = 1e-9;

const practicesOf = (question: BankQuestion) => question.options.filter((option) => !option.exclusive);
const sumOf = (credits: number[]) => credits.reduce((sum, credit) => sum + credit, 0);

describe('bank version 2: 数字化经营 (T32–T39)', () => {
  it('asks every indicator T32–T39 at every level 1–5 once', () => {
    const expected = ['T32', 'T33', 'T34', 'T35', 'T36', 'T37', 'T38', 'T39'].flatMap((indicatorId) =>
      [1, 2, 3, 4, 5].map((level) => `${indicatorId}-L${level}-1`),
    );
    expect(BUSINESS_QUESTIONS_V2.map((question) => question.id).sort()).toEqual(expected.sort());
    for (const question of BUSINESS_QUESTIONS_V2) {
      expect(question.id).toBe(`${question.indicatorId}-L${question.level}-1`);
    }
  });

  it('uses both question types at every level, about half each', () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const types = BUSINESS_QUESTIONS_V2.filter((question) => question.level === level).map((q) => q.questionType);
      expect(types.filter((type) => type === 1).length, `level ${level}`).toBe(4);
      expect(types.filter((type) => type === 2).length, `level ${level}`).toBe(4);
    }
  });

  it('ends every question with one exclusive none worth 0, worded as absence', () => {
    for (const question of BUSINESS_QUESTIONS_V2) {
      const none = question.options.at(-1);
      expect(none?.exclusive, question.id).toBe(true);
      expect(none?.credit, question.id).toBe(0);
      expect(
        NONE_PREFIXES.some((prefix) => none?.label.startsWith(prefix)),
        `${question.id}: ${none?.label}`,
      ).toBe(true);
      expect(question.options.filter((option) => option.exclusive).length, question.id).toBe(1);
    }
  });

  it('grades a single choice with one option at 1 among at least three', () => {
    for (const question of BUSINESS_QUESTIONS_V2.filter((q) => q.questionType === 1)) {
      const practices = practicesOf(question);
      expect(practices.length, question.id).toBeGreaterThanOrEqual(3);
      expect(practices.filter((option) => option.credit === 1).length, question.id).toBe(1);
      for (const option of practices)
        expect([0, 0.3, 0.6, 1], `${question.id} ${option.label}`).toContain(option.credit);
    }
  });

  it('lets a multiple choice reach full credit without every box', () => {
    for (const question of BUSINESS_QUESTIONS_V2.filter((q) => q.questionType === 2)) {
      const credits = practicesOf(question).map((option) => option.credit);
      for (const credit of credits) {
        expect(credit, question.id).toBeGreaterThanOrEqual(0.2);
        expect(credit, question.id).toBeLessThanOrEqual(0.5);
      }
      expect(sumOf(credits), question.id).toBeGreaterThanOrEqual(1.2 - SUM_EPSILON);
      expect(sumOf(credits), question.id).toBeLessThanOrEqual(1.6 + SUM_EPSILON);
    }
  });

  it('never credits absence, intention or a joined practice', () => {
    for (const question of BUSINESS_QUESTIONS_V2) {
      for (const option of practicesOf(question).filter((o) => o.credit > 0)) {
        const found = BANNED_IN_CREDITED.filter((word) => option.label.includes(word));
        expect(found, `${question.id} ${option.label}`).toEqual([]);
      }
    }
  });

  it('does not single out the best answer of a single choice by length or praise', () => {
    for (const question of BUSINESS_QUESTIONS_V2.filter((q) => q.questionType === 1)) {
      const practices = practicesOf(question);
      const best = practices.find((option) => option.credit === 1);
      const others = practices.filter((option) => option !== best);
      expect(best, question.id).toBeDefined();
      if (!best) continue;
      const longestOther = Math.max(...others.map((option) => [...option.label].length));
      expect([...best.label].length, `${question.id} best is the longest`).toBeLessThanOrEqual(longestOther);
      const praised = (label: string) => PRAISE.some((word) => label.includes(word));
      if (praised(best.label)) {
        expect(
          others.some((option) => praised(option.label)),
          `${question.id} praise only on the best`,
        ).toBe(true);
      }
    }
  });

  it('keeps titles, descriptions and options within their lengths', () => {
    for (const question of [...BUSINESS_QUESTIONS_V2, ...RESULTS_QUESTIONS_V2]) {
      expect([...question.title].length, question.id).toBeLessThanOrEqual(60);
      expect([...question.questionDesc].length, question.id).toBeLessThanOrEqual(200);
      for (const option of question.options) expect([...option.label].length, option.label).toBeLessThanOrEqual(60);
    }
  });
});

describe('bank version 2: 数字化转型成效 (quantitative)', () => {
  it('has the questions of both variants, energy and productivity per industry group', () => {
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
    expect(groupsOf('T28-Q-E')).toEqual(['energyIntensive']);
    expect(groupsOf('T28-Q-G')).toEqual(['otherIndustry']);
    expect(groupsOf('T30-Q-E')).toEqual(['energyIntensive']);
    expect(groupsOf('T30-Q-G')).toEqual(['otherIndustry']);
  });

  it('asks five bands from worse to better with rising credit, then an exclusive not measured', () => {
    for (const question of RESULTS_QUESTIONS_V2) {
      expect(question.level, question.id).toBe(1);
      expect(question.questionType, question.id).toBe(1);
      expect(
        question.options.map((option) => option.credit),
        question.id,
      ).toEqual([0.2, 0.4, 0.6, 0.8, 1, 0]);
      expect(question.options.map((option) => option.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(question.options.at(-1)).toMatchObject({ label: '尚未统计此项数据', exclusive: true });
      expect(
        question.options.slice(0, 5).every((option) => !option.exclusive),
        question.id,
      ).toBe(true);
    }
  });
});

describe('bank version 2: advice for 数字化经营 and the services 成效 indicators', () => {
  it('has one valid row for each of T32–T42', () => {
    expect(BUSINESS_ADVICE_V2.map((row) => row.indicatorId)).toEqual(
      Array.from({ length: 11 }, (_, i) => `T${32 + i}`),
    );
    for (const row of BUSINESS_ADVICE_V2) expect(adviceRowSchema.safeParse(row).success, row.indicatorId).toBe(true);
  });
});
