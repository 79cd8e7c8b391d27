import { adviceRowSchema, checkBank, ranksByCredit } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ADVICE_V2 } from './production.advice';
import { PRODUCTION_QUESTIONS_V2 } from './production.questions';

const INDICATORS = ['T13', 'T14', 'T15', 'T16', 'T17', 'T18', 'T19', 'T20', 'T21', 'T22', 'T23', 'T24', 'T25', 'T26'];
const LEVELS = [1, 2, 3, 4, 5] as const;

/** Rule 3 of issue 29 §2: a credited option never describes absence, a plan or a makeshift. */
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
/** Rule 2: one practice per option, so no word that joins two. */
const JOINERS = /[、和及并且]/;
/** Rule 5: words that flatter an option; the best one must not be the only one using them. */
const FLATTERING = /全面|完善|先进|自动|智能/;
/** Rule 1: how the exclusive 'none' begins. */
const NONE = /^(以上均未|暂无|尚未|没有|无，)/;
/** The acronyms the questions explain; the advice uses no other Latin words. */
const ACRONYMS = new Set([
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
  'SCADA',
  'SRM',
  'TMS',
  'WMS',
]);

const chars = (text: string) => [...text].length;
const credited = (question: (typeof PRODUCTION_QUESTIONS_V2)[number]) =>
  question.options.filter((option) => !option.exclusive);

describe('bank version 2: 数字化生产', () => {
  it('asks one question per indicator and level, in indicator then level order', () => {
    expect(PRODUCTION_QUESTIONS_V2).toHaveLength(70);
    expect(PRODUCTION_QUESTIONS_V2.map((q) => q.id)).toEqual(
      INDICATORS.flatMap((id) => LEVELS.map((level) => `${id}-L${level}-1`)),
    );
  });

  it('passes the bank check for every one of its questions', () => {
    const own = new RegExp(`\\b(${INDICATORS.join('|')})\\b`);
    expect(checkBank(PRODUCTION_QUESTIONS_V2).filter((problem) => own.test(problem))).toEqual([]);
    // The filter does see problems of these indicators: drop one question and it names the gap.
    expect(checkBank(PRODUCTION_QUESTIONS_V2.slice(1)).filter((problem) => own.test(problem))).toHaveLength(1);
  });

  it('keeps titles, descriptions and labels within their limits', () => {
    for (const question of PRODUCTION_QUESTIONS_V2) {
      expect(chars(question.title), question.title).toBeLessThanOrEqual(60);
      expect(chars(question.questionDesc), question.questionDesc).toBeLessThanOrEqual(200);
      expect(question.questionDesc, question.id).toContain('例：');
      for (const option of question.options) expect(chars(option.label), option.label).toBeLessThanOrEqual(60);
    }
  });

  it('ends every question with one exclusive none worth 0', () => {
    for (const question of PRODUCTION_QUESTIONS_V2) {
      const none = question.options.at(-1);
      expect(none?.exclusive, question.id).toBe(true);
      expect(none?.credit, question.id).toBe(0);
      expect(none?.label, question.id).toMatch(NONE);
      expect(
        question.options.filter((option) => option.exclusive),
        question.id,
      ).toHaveLength(1);
    }
  });

  it('grades a single choice with one best state, at least three states and real partial degrees', () => {
    for (const question of PRODUCTION_QUESTIONS_V2.filter((q) => q.questionType === 1)) {
      const options = credited(question);
      expect(options.length, question.id).toBeGreaterThanOrEqual(3);
      expect(
        options.filter((option) => option.credit === 1),
        question.id,
      ).toHaveLength(1);
      for (const option of options) expect([0, 0.3, 0.6, 1], option.label).toContain(option.credit);
    }
  });

  it('lets a multiple choice reach full credit from its core practices, not from every box', () => {
    for (const question of PRODUCTION_QUESTIONS_V2.filter((q) => q.questionType === 2)) {
      const options = credited(question);
      for (const option of options) {
        expect(option.credit, option.label).toBeGreaterThanOrEqual(0.2);
        expect(option.credit, option.label).toBeLessThanOrEqual(0.5);
      }
      const sum = options.reduce((total, option) => total + option.credit, 0);
      expect(sum, question.id).toBeGreaterThanOrEqual(1.2 - 1e-9);
      expect(sum, question.id).toBeLessThanOrEqual(1.6 + 1e-9);
    }
  });

  it('uses both question types, about half each, at every level', () => {
    for (const level of LEVELS) {
      const types = PRODUCTION_QUESTIONS_V2.filter((q) => q.level === level).map((q) => q.questionType);
      expect(types.filter((type) => type === 1).length, `L${level}`).toBe(7);
    }
  });

  it('gives no credit to absence or intention and joins no two practices in one option', () => {
    for (const question of PRODUCTION_QUESTIONS_V2) {
      for (const option of credited(question)) {
        expect(option.label, question.id).not.toMatch(JOINERS);
        if (option.credit > 0)
          for (const word of ABSENCE_OR_INTENTION) expect(option.label, question.id).not.toContain(word);
      }
      expect(question.title, question.id).not.toMatch(JOINERS);
    }
  });

  it('never lets the wording or the position of an option tell its credit', () => {
    for (const question of PRODUCTION_QUESTIONS_V2) {
      const options = credited(question);
      expect(ranksByCredit(options.map((option) => option.credit)), question.id).toBe(false);
      if (question.questionType !== 1) continue;
      const best = options.find((option) => option.credit === 1);
      const others = options.filter((option) => option !== best);
      if (!best) continue;
      expect(Math.max(...others.map((option) => chars(option.label))), best.label).toBeGreaterThanOrEqual(
        chars(best.label),
      );
      if (FLATTERING.test(best.label))
        expect(
          others.some((option) => FLATTERING.test(option.label)),
          best.label,
        ).toBe(true);
    }
  });

  it('writes plain Chinese with Chinese punctuation', () => {
    for (const question of PRODUCTION_QUESTIONS_V2)
      for (const text of [question.title, question.questionDesc, ...question.options.map((o) => o.label)])
        expect(text, question.id).not.toMatch(/[,;:!?()"']/);
  });
});

describe('bank version 2: advice for 数字化生产', () => {
  it('has one valid row per indicator, in order', () => {
    expect(PRODUCTION_ADVICE_V2.map((row) => row.indicatorId)).toEqual(INDICATORS);
    for (const row of PRODUCTION_ADVICE_V2) expect(() => adviceRowSchema.parse(row)).not.toThrow();
  });

  it('writes every text as full sentences of a readable length, with only the explained acronyms', () => {
    const texts = PRODUCTION_ADVICE_V2.flatMap((row) => [...row.levels, row.note]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text, text).toMatch(/。$/);
      expect(chars(text), text).toBeGreaterThanOrEqual(30);
      expect(chars(text), text).toBeLessThanOrEqual(160);
      expect(text, text).not.toMatch(/[,;:!?()"']/);
      const words = text.match(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? [];
      expect(
        words.filter((word) => !ACRONYMS.has(word)),
        text,
      ).toEqual([]);
    }
  });
});
