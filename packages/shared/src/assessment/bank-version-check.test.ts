import { describe, expect, it } from 'vitest';
import { checkBank } from './bank-check';
import { DEFAULT_SCORING_PARAMETERS } from './bank-version';
import { checkBankVersion } from './bank-version-check';
import { type BankQuestion, INDICATOR_SYSTEM } from './indicator-system';
import { DEFAULT_WEAK_THRESHOLDS, type ReportContent } from './report/report-content';

const content = (): ReportContent => ({
  weakThresholds: structuredClone(DEFAULT_WEAK_THRESHOLDS),
  advice: INDICATOR_SYSTEM.flatMap((area) =>
    area.groups.flatMap((group) =>
      group.indicators.map((indicator) => ({
        indicatorId: indicator.id,
        levels: ['一级', '二级', '三级', '四级', '五级'] as [string, string, string, string, string],
        note: `${indicator.name}的说明`,
      })),
    ),
  ),
  note: '建议说明',
});

/** An empty bank: its problems are the bank check's; the rest are the version's own. */
const questions: BankQuestion[] = [];
const versionProblems = (parameters: unknown, reportContent: unknown) => {
  const bank = new Set(checkBank(questions));
  return checkBankVersion({ questions, parameters, reportContent }).filter((problem) => !bank.has(problem));
};

describe('checkBankVersion', () => {
  it('adds nothing to the bank check for valid parameters and content, except mandatory indicators without questions', () => {
    const problems = versionProblems(DEFAULT_SCORING_PARAMETERS, content());
    expect(problems).toHaveLength(DEFAULT_SCORING_PARAMETERS.mandatoryIndicatorIds.length);
    expect(problems).toContain('评分参数·必答指标：T15（计划排程）在题库中没有题目');
  });

  it('names invalid parameters in the operators’ words', () => {
    const parameters = { ...DEFAULT_SCORING_PARAMETERS, mandatoryIndicatorIds: [], passThreshold: 1.5 };
    const [problem, ...rest] = versionProblems(parameters, content());
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^评分参数·通过阈值：.*[\u4e00-\u9fa5]/);
    expect(versionProblems({ ...parameters, passThreshold: 0.9, upperTierThreshold: 0.8 }, content())).toEqual([
      '评分参数：上档阈值（0.8）低于通过阈值（0.9），达到的等级都会落在上档',
    ]);
  });

  it('names report content problems by indicator and level', () => {
    const parameters = { ...DEFAULT_SCORING_PARAMETERS, mandatoryIndicatorIds: [] };
    const broken = content();
    (broken.advice[4] as { levels: string[] }).levels[2] = '';
    expect(versionProblems(parameters, broken)).toEqual([
      expect.stringMatching(/^报告内容·改进建议·T05·第3级建议：.*[\u4e00-\u9fa5]/),
    ]);
    const unknown = content();
    unknown.weakThresholds.indicators.T99 = 0.3;
    expect(versionProblems(parameters, unknown)).toEqual(['报告内容·薄弱阈值：指标 T99 不在指标体系中']);
    const missing = { ...content(), advice: content().advice.slice(1) };
    const asked: BankQuestion[] = [
      {
        id: 'T01-L1-1',
        indicatorId: 'T01',
        level: 1,
        questionType: 1,
        title: '题',
        questionDesc: '说明',
        options: [{ id: 'A', label: '做到', credit: 1 }],
      },
    ];
    const withT01 = checkBankVersion({ questions: asked, parameters, reportContent: missing });
    expect(withT01).toContain('报告内容·改进建议：指标 T01（资金投入）有题目却没有改进建议');
    const twice = { ...content(), advice: [...content().advice, ...content().advice.slice(0, 1)] };
    expect(versionProblems(parameters, twice)).toEqual(['报告内容·改进建议：改进建议每个指标只能有一行']);
    expect(versionProblems(parameters, null)).toEqual([expect.stringMatching(/^报告内容：/)]);
  });
});
