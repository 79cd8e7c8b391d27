import { indicatorEntry } from '@dtmm/shared';
import {
  type BankValidation,
  type ItemDiscrimination,
  type ProfileOutcome,
  VALIDATION_THRESHOLDS,
} from './bank-validation';

/** The validation as text: the console summary of `npm run bank:validate` and the tables of the docs. */

/** Below this many respondents an item–rest correlation is listed but flagged as weak evidence. */
const FEW_RESPONDENTS = 10;
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const names = (ids: readonly string[]) =>
  ids.length === 0 ? '—' : ids.map((id) => `${id} ${indicatorEntry(id)?.name ?? ''}`).join('、');
const levelText = (level: number) => (level === 0 ? '未达1级' : `${level}级`);
const itemRestText = (item: ItemDiscrimination) => (item.itemRest === null ? '无差异' : item.itemRest.toFixed(2));

function missLine(outcome: ProfileOutcome): string {
  const { profile, model } = outcome;
  const what = [
    outcome.levelReproduced ? '' : 'level',
    outcome.variantReproduced ? '' : 'variant',
    outcome.weakReproduced ? '' : `weak (Jaccard ${outcome.weakJaccard.toFixed(2)})`,
  ].filter(Boolean);
  return [
    `  ✗ ${profile.key} ${profile.name}: ${what.join(', ')}`,
    `      assessor: ${levelText(profile.verdict.level)} · variant ${profile.verdict.variant} · weak ${names(profile.verdict.weak)}`,
    `      model:    ${levelText(model.level)} · variant ${model.variant} · weak ${names(model.weak)}`,
  ].join('\n');
}

export function summaryText(validation: BankValidation): string {
  const { outcomes, items } = validation;
  const misses = outcomes.filter((o) => !o.levelReproduced || !o.variantReproduced || !o.weakReproduced);
  const withVariance = items.filter((item) => item.itemRest !== null);
  const lowest = [...withVariance].sort((a, b) => (a.itemRest ?? 0) - (b.itemRest ?? 0)).slice(0, 5);
  // A correlation over a handful of respondents says little: named so that nobody reads it as proof.
  const few = items.filter((item) => item.respondents < FEW_RESPONDENTS).map((item) => item.questionId);
  const check = (ok: boolean) => (ok ? '✓' : '✗');
  return [
    `Bank version ${validation.bankVersion} validation on ${outcomes.length} written profiles (题库效度验证)`,
    `  ${check(validation.levelRate >= VALIDATION_THRESHOLDS.level)} level reproduced exactly: ${percent(validation.levelRate)} (≥ ${percent(VALIDATION_THRESHOLDS.level)})`,
    `  ${check(validation.weakRate >= VALIDATION_THRESHOLDS.weak)} weak list reproduced (Jaccard ≥ ${VALIDATION_THRESHOLDS.weakJaccard}): ${percent(validation.weakRate)} (≥ ${percent(VALIDATION_THRESHOLDS.weak)})`,
    `  ${check(validation.variantRate >= VALIDATION_THRESHOLDS.variant)} variant: ${percent(validation.variantRate)} (= ${percent(VALIDATION_THRESHOLDS.variant)})`,
    `  ${check(validation.negativeItems.length === 0)} item–rest correlation: ${withVariance.length} of ${items.length} questions with variance, ${validation.negativeItems.length} negative; lowest ${lowest.map((item) => `${item.questionId} ${itemRestText(item)}`).join(', ')}`,
    ...(few.length > 0 ? [`    answered by fewer than ${FEW_RESPONDENTS} respondents: ${few.join(', ')}`] : []),
    ...(misses.length > 0
      ? [`Profiles the model does not reproduce (${misses.length}):`, ...misses.map(missLine)]
      : []),
    ...validation.negativeItems.map(
      (item) => `  ✗ ${item.questionId}: item–rest ${itemRestText(item)} over ${item.respondents}`,
    ),
    validation.passes ? 'Bank validation OK' : 'Bank validation FAILED (题库效度验证未通过)',
  ].join('\n');
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

export function profileTable(validation: BankValidation): string {
  const header = [
    '画像',
    '企业',
    '行业（门类/大类）',
    '类型',
    '评估员等级',
    '模型等级',
    '评估员短板',
    '模型短板',
    '一致',
  ];
  const lines = validation.outcomes.map((outcome) => {
    const { profile, model } = outcome;
    const agree = [
      outcome.levelReproduced ? '' : '等级',
      outcome.weakReproduced ? '' : '短板',
      outcome.variantReproduced ? '' : '类型',
    ];
    const misses = agree.filter(Boolean);
    return row([
      profile.key,
      profile.name,
      `${profile.industry.category}${profile.industry.division} ${profile.industry.name}`,
      `${profile.verdict.variant}${model.variant === profile.verdict.variant ? '' : `（模型${model.variant}）`}`,
      levelText(profile.verdict.level),
      levelText(model.level),
      profile.verdict.weak.join(' ') || '—',
      model.weak.join(' ') || '—',
      misses.length === 0 ? '✓' : `✗ ${misses.join('、')}`,
    ]);
  });
  return [row(header), row(header.map(() => '---')), ...lines].join('\n');
}

export function itemTable(validation: BankValidation): string {
  const header = ['题目', '指标', '级别', '作答数', '题–余相关'];
  const lines = validation.items.map((item) =>
    row([
      item.questionId,
      `${item.indicatorId} ${indicatorEntry(item.indicatorId)?.name ?? ''}`,
      item.level,
      item.respondents,
      itemRestText(item),
    ]),
  );
  return [row(header), row(header.map(() => '---')), ...lines].join('\n');
}

export function resultsText(validation: BankValidation): string {
  const withVariance = validation.items.filter((item) => item.itemRest !== null);
  return [
    `- 等级完全一致：${percent(validation.levelRate)}（门槛 ≥ ${percent(VALIDATION_THRESHOLDS.level)}）`,
    `- 短板清单一致（Jaccard ≥ ${VALIDATION_THRESHOLDS.weakJaccard}）：${percent(validation.weakRate)}（门槛 ≥ ${percent(VALIDATION_THRESHOLDS.weak)}）`,
    `- 评估类型一致：${percent(validation.variantRate)}（门槛 100 %）`,
    `- 题–余相关：${validation.items.length} 题中 ${withVariance.length} 题有差异，负相关 ${validation.negativeItems.length} 题`,
  ].join('\n');
}
