import type { z } from 'zod';
// zod's own messages in Chinese wherever this check runs (the package's index sets it too).
import '../common/zod-locale';
import { checkBank, wordingProblems } from './bank-check';
import { scoringParametersSchema } from './bank-version';
import { type BankQuestion, indicatorEntry } from './indicator-system';
import { reportContentSchema } from './report/report-content';

/**
 * The check a bank version passes before it is published (issue 19, docs/bank-versions.md): the bank
 * check of its questions, its scoring parameters and report content against their schemas, and the
 * rules that tie them together. Every problem is one line of plain Chinese an operator can act on.
 */
export interface BankVersionContent {
  questions: readonly BankQuestion[];
  /** As stored: validated here, not trusted. */
  parameters: unknown;
  reportContent: unknown;
}

const FIELD_LABELS: Record<string, string> = {
  areaWeights: '领域权重',
  passThreshold: '通过阈值',
  areaFloor: '领域底线',
  indicatorFloor: '指标底线',
  upperTierThreshold: '上档阈值',
  mandatoryIndicatorIds: '必答指标',
  weakThresholds: '薄弱阈值',
  areas: '领域',
  indicators: '指标',
  productionRatio: '生产指标比例',
  advice: '改进建议',
  note: '说明',
  A1: '数字化基础',
  A2: '数字化治理',
  A3: '数字化生产',
  A4: '数字化转型成效',
  A5: '数字化经营',
};

/** '评分参数·通过阈值：…' — the issue's path in the operators' words, then zod's (Chinese) message. */
function issueLines(prefix: string, error: z.ZodError, root?: readonly unknown[]): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((part, i) => {
      if (typeof part === 'number') {
        const parent = issue.path[i - 1];
        if (parent === 'levels') return `第${part + 1}级建议`;
        if (parent === 'advice') {
          const row = root?.[part] as { indicatorId?: unknown } | undefined;
          return typeof row?.indicatorId === 'string' ? row.indicatorId : `第${part + 1}行`;
        }
        return `第${part + 1}项`;
      }
      return FIELD_LABELS[String(part)] ?? String(part);
    });
    // 'levels' itself needs no word: its items read 第n级建议.
    const words = path.filter((_, i) => issue.path[i] !== 'levels');
    return `${[prefix, ...words].join('·')}：${issue.message}`;
  });
}

/** Every problem that stops the version from being published; empty when it may be. */
export function checkBankVersion(version: BankVersionContent): string[] {
  const problems = [...checkBank(version.questions), ...wordingProblems(version.questions)];
  const parameters = scoringParametersSchema.safeParse(version.parameters);
  if (!parameters.success) problems.push(...issueLines('评分参数', parameters.error));
  else {
    const { passThreshold, upperTierThreshold, mandatoryIndicatorIds } = parameters.data;
    if (upperTierThreshold < passThreshold)
      problems.push(
        `评分参数：上档阈值（${upperTierThreshold}）低于通过阈值（${passThreshold}），达到的等级都会落在上档`,
      );
    for (const id of new Set(mandatoryIndicatorIds))
      if (!version.questions.some((question) => question.indicatorId === id))
        problems.push(`评分参数·必答指标：${id}（${indicatorEntry(id)?.name ?? '?'}）在题库中没有题目`);
  }
  const content = reportContentSchema.safeParse(version.reportContent);
  if (!content.success) {
    const advice = (version.reportContent as { advice?: unknown } | null)?.advice;
    problems.push(...issueLines('报告内容', content.error, Array.isArray(advice) ? advice : undefined));
  } else {
    for (const id of Object.keys(content.data.weakThresholds.indicators))
      if (!indicatorEntry(id)) problems.push(`报告内容·薄弱阈值：指标 ${id} 不在指标体系中`);
    for (const id of new Set(version.questions.map((question) => question.indicatorId)))
      if (indicatorEntry(id) && !content.data.advice.some((row) => row.indicatorId === id))
        problems.push(`报告内容·改进建议：指标 ${id}（${indicatorEntry(id)?.name}）有题目却没有改进建议`);
  }
  return problems;
}
