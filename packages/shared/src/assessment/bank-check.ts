/**
 * The question bank's consistency check (`npm run bank:check`, part of `npm test`): a bank that
 * fails it must not be seeded or published. Every rule is listed in BANK_RULES and each problem
 * names the question (and option) it concerns, in plain Chinese: operators read them in the back office
 * (docs/bank-versions.md) before they publish a version.
 */
import { isAskedOf } from './assessment-model';
import { evaluationTypeOf } from './assessment-variant';
import {
  assessesIndicator,
  type BankQuestion,
  EVALUATION_TYPES,
  type EvaluationType,
  INDICATOR_SYSTEM,
  type IndustryGroup,
} from './indicator-system';

/** Size limits: what fits the questionnaire card on a 390 px phone and a 25-minute level. */
export const BANK_LIMITS = {
  /** Questions of one level's questionnaire (that level's questions; level 1 also holds the quantitative ones). */
  questionsPerLevel: 35,
  titleChars: 60,
  descChars: 200,
  labelChars: 60,
  minOptions: 2,
} as const;

/**
 * How the exclusive 'none' option must begin: 无…, 暂无…, 未…, 尚未…, 没有…, 以上均未…, 以上都没有…
 * ('无', '暂无', '无专门系统', '以上均未实现', '尚未统计').
 */
export const NONE_LABEL = /^(无|暂无|未|尚未|没有|以上均未|以上都未|以上均没有|以上都没有|以上均不|以上都不)/;

/**
 * What only the exclusive option may say: a plain none (暂无…, 尚未…, 没有…, 以上均未…, 以上都没有…,
 * or 无 standing alone: '无', '无，…', '无（…）'). Narrower than NONE_LABEL because 无纸化办公,
 * 无人值守 or 无功补偿 are practices, not a none.
 */
export const BARE_NONE_LABEL =
  /^(暂无|尚未|没有|以上均未|以上都未|以上均没有|以上都没有|以上均不|以上都不)|^无([，,。；;（(\s]|$)/;

/** The rules, for the documentation and the checker's help text (operators read them in the back office). */
export const BANK_RULES = [
  '每类企业（工业企业、高耗能工业企业、非工业企业）所答的每个门槛领域三级指标在第1–5级每级至少有一道题',
  '每类企业所答的每个成效指标恰好有一道量化题，题号为“指标编号-Q”（如 T29-Q），按行业分档的为“指标编号-Q-字母”并注明适用行业，在第1级提问，单选',
  '题号不重复，格式为“指标编号-L级别-序号”（如 T05-L3-1，序号从1起）且与题目的指标和级别一致；成效题为“指标编号-Q”',
  '指标编号属于指标体系的三级指标；级别为1–5；题型为1（单选）或2（多选）',
  `题目（≤${BANK_LIMITS.titleChars}字）、题目说明（≤${BANK_LIMITS.descChars}字）和选项内容（≤${BANK_LIMITS.labelChars}字）不能为空`,
  `至少${BANK_LIMITS.minOptions}个选项；选项编号为单个大写字母 A、B……，同一题内不重复；选项内容不重复`,
  '每个选项的分值在0到1之间',
  '门槛领域的题目恰好有一个互斥选项；成效题最多一个',
  '互斥选项排在最后、分值为0，并表达“无”（如“暂无”“以上均未实现”“无”）；其他选项不能只表达“无”',
  '单选题至少有一个分值为1的选项',
  '多选题非互斥选项的分值合计至少为1（模型把合计封顶为1）',
  `每类企业每一级问卷最多${BANK_LIMITS.questionsPerLevel}道题`,
] as const;

/**
 * Since bank version 2 (issue 29 §2), what a version must also meet to be published: no answer given
 * away by the options' order or by credit for absence or intention.
 */
export const WORDING_RULES = [
  '单选题（门槛领域）的选项不按分值从高到低或从低到高排列',
  '得分的选项不描述“没有做”或“打算做”（如计划、准备、正在、试点、论证、可行性、尚未、没有、靠个人自觉、共用）',
] as const;

/** Words of absence or intention: an option saying them describes what is not (yet) done. */
const NOT_DONE = /计划|准备|打算|正在|试点|论证|可行性|尚未|没有|暂未|靠个人|自觉|共用/;

/** True when the credits never fall or never rise across two or more distinct values: an order that ranks. */
export function ranksByCredit(credits: readonly number[]): boolean {
  if (new Set(credits).size < 2) return false;
  const ascending = credits.every((credit, i) => i === 0 || credit >= (credits[i - 1] as number));
  const descending = credits.every((credit, i) => i === 0 || credit <= (credits[i - 1] as number));
  return ascending || descending;
}

/** WORDING_RULES' problems, one line per question or option. */
export function wordingProblems(questions: readonly BankQuestion[]): string[] {
  const problems: string[] = [];
  for (const question of questions) {
    if (question.id.includes('-Q')) continue;
    const chosen = question.options.filter((option) => !option.exclusive);
    if (question.questionType === 1 && chosen.length > 2 && ranksByCredit(chosen.map((option) => option.credit)))
      problems.push(`题目 ${question.id}：选项按分值高低排列，位置泄露了答案`);
    for (const option of chosen)
      if (option.credit > 0 && NOT_DONE.test(option.label))
        problems.push(
          `题目 ${question.id} 选项 ${option.id}：“${option.label}”描述未做或打算做，却得${option.credit}分`,
        );
  }
  return problems;
}

/** The industry groups of each variant: what one company can be asked. */
const GROUPS_OF: Record<EvaluationType, readonly IndustryGroup[]> = {
  '1': ['energyIntensive', 'otherIndustry'],
  '2': ['services'],
};
const GROUP_NAMES: Record<IndustryGroup, string> = {
  energyIntensive: '高耗能工业企业',
  otherIndustry: '其他工业企业',
  services: '非工业企业',
};
const VARIANT_NAMES: Record<EvaluationType, string> = { '1': '工业企业', '2': '非工业企业' };

const LEVELS = [1, 2, 3, 4, 5] as const;
const EPSILON = 1e-9;

const FIELD_NAMES = { title: '题目', questionDesc: '题目说明', label: '选项内容' } as const;

/**
 * Every problem of the bank, in plain Chinese naming the question (and option); empty when the bank is
 * fine. `variants` are the variants it must serve completely: both, except for version 1, which
 * predates 数字化经营 and serves industry only.
 */
export function checkBank(
  questions: readonly BankQuestion[],
  variants: readonly EvaluationType[] = EVALUATION_TYPES,
): string[] {
  const problems: string[] = [];
  const gating = new Set<string>();
  const measured = new Set<string>();
  for (const area of INDICATOR_SYSTEM)
    for (const group of area.groups)
      for (const indicator of group.indicators) (area.isGating ? gating : measured).add(indicator.id);

  const seenIds = new Set<string>();
  for (const question of questions) {
    const at = `题目 ${question.id || '（无题号）'}`;
    if (seenIds.has(question.id)) problems.push(`${at}：题号重复`);
    seenIds.add(question.id);
    const isGating = gating.has(question.indicatorId);
    const isMeasured = measured.has(question.indicatorId);
    if (!isGating && !isMeasured) problems.push(`${at}：指标 ${question.indicatorId} 不在指标体系中`);
    if (!(LEVELS as readonly number[]).includes(question.level))
      problems.push(`${at}：级别 ${question.level} 不在1–5级之间`);
    if (question.questionType !== 1 && question.questionType !== 2)
      problems.push(`${at}：题型 ${question.questionType} 无效，应为1（单选）或2（多选）`);

    if (isMeasured) {
      const form = /^(T\d{2})-Q(-[A-Z])?$/.exec(question.id);
      if (form?.[1] !== question.indicatorId) problems.push(`${at}：成效题的题号应为 ${question.indicatorId}-Q`);
      else if (form[2] && !question.industryGroups?.length)
        problems.push(`${at}：按行业分档的成效题应注明适用的行业类别`);
      if (question.level !== 1) problems.push(`${at}：成效题应在第1级提问，不能在第${question.level}级`);
      if (question.questionType !== 1) problems.push(`${at}：成效题应为单选题`);
    } else {
      const form = /^(T\d{2})-L([1-5])-([1-9]\d*)$/.exec(question.id);
      if (!form) problems.push(`${at}：题号格式应为“指标编号-L级别-序号”（如 T05-L3-1）`);
      else if (form[1] !== question.indicatorId || Number(form[2]) !== question.level)
        problems.push(`${at}：题号与指标 ${question.indicatorId}、第${question.level}级不符`);
    }

    checkText(problems, at, 'title', question.title, BANK_LIMITS.titleChars);
    checkText(problems, at, 'questionDesc', question.questionDesc, BANK_LIMITS.descChars);
    checkOptions(problems, at, question, isMeasured);
  }

  const known = questions.filter((question) => gating.has(question.indicatorId) || measured.has(question.indicatorId));
  for (const variant of variants)
    for (const group of GROUPS_OF[variant]) problems.push(...coverageProblems(known, group));
  // Both industry groups of a variant see the same gating questions: one problem, said once.
  return [...new Set(problems)];
}

/** What one industry group is asked: every level of its gating indicators, one band question per 成效 indicator. */
function coverageProblems(questions: readonly BankQuestion[], group: IndustryGroup): string[] {
  const problems: string[] = [];
  const asked = questions.filter((question) => isAskedOf(question, group));
  const variant = evaluationTypeOf(group);
  const who = VARIANT_NAMES[variant];
  for (const area of INDICATOR_SYSTEM)
    for (const { indicators } of area.groups)
      for (const indicator of indicators) {
        if (!assessesIndicator(indicator, variant)) continue;
        const own = asked.filter((question) => question.indicatorId === indicator.id);
        const name = `指标 ${indicator.id}（${indicator.name}）`;
        if (area.isGating) {
          for (const level of LEVELS)
            if (!own.some((question) => question.level === level)) problems.push(`${name}第${level}级没有题目`);
        } else if (own.length !== 1) {
          const byGroup = questions.some((q) => q.indicatorId === indicator.id && q.industryGroups);
          problems.push(`${name}对${byGroup ? GROUP_NAMES[group] : who}应有且只有一道量化题，现有${own.length}道`);
        }
      }
  for (const level of LEVELS) {
    const count = asked.filter((question) => question.level === level).length;
    if (count > BANK_LIMITS.questionsPerLevel)
      problems.push(`${who}的第${level}级问卷有${count}道题，超过上限${BANK_LIMITS.questionsPerLevel}道`);
  }
  return problems;
}

function checkOptions(problems: string[], at: string, question: BankQuestion, isMeasured: boolean): void {
  const options = question.options ?? [];
  if (options.length < BANK_LIMITS.minOptions)
    problems.push(`${at}：只有${options.length}个选项，至少需要${BANK_LIMITS.minOptions}个`);
  const ids = new Set<string>();
  const labels = new Set<string>();
  for (const option of options) {
    const where = `${at} 选项 ${option.id || '（无编号）'}`;
    if (!/^[A-Z]$/.test(option.id)) problems.push(`${where}：选项编号应为单个大写字母`);
    if (ids.has(option.id)) problems.push(`${where}：选项编号重复`);
    ids.add(option.id);
    if (labels.has(option.label)) problems.push(`${where}：选项内容与其他选项重复`);
    labels.add(option.label);
    checkText(problems, where, 'label', option.label, BANK_LIMITS.labelChars);
    if (typeof option.credit !== 'number' || !(option.credit >= 0 && option.credit <= 1))
      problems.push(`${where}：分值 ${option.credit} 不在0到1之间`);
    if (!option.exclusive && BARE_NONE_LABEL.test(option.label ?? ''))
      problems.push(`${where}：“${option.label}”表示“无”，却不是互斥选项`);
  }

  const exclusive = options.filter((o) => o.exclusive);
  if (!isMeasured && exclusive.length !== 1)
    problems.push(`${at}：有${exclusive.length}个互斥选项，应恰好有1个（如“暂无”“以上均未实现”）`);
  if (isMeasured && exclusive.length > 1) problems.push(`${at}：有${exclusive.length}个互斥选项，最多1个`);
  for (const option of exclusive) {
    const where = `${at} 选项 ${option.id}`;
    if (option.credit !== 0) problems.push(`${where}：互斥选项的分值应为0`);
    if (!NONE_LABEL.test(option.label ?? ''))
      problems.push(`${where}：互斥选项“${option.label}”没有表达“无”（应以“暂无”“以上均未”“无”等开头）`);
    if (option !== options[options.length - 1]) problems.push(`${where}：互斥选项应排在最后`);
  }

  if (question.questionType === 1 && !options.some((o) => o.credit === 1))
    problems.push(`${at}：单选题至少要有一个分值为1的选项`);
  if (question.questionType === 2) {
    const sum = options.filter((o) => !o.exclusive).reduce((total, o) => total + (Number(o.credit) || 0), 0);
    if (sum < 1 - EPSILON) problems.push(`${at}：多选题非互斥选项的分值合计为${round(sum)}，全部选中时应达到1`);
  }
}

function checkText(
  problems: string[],
  where: string,
  field: keyof typeof FIELD_NAMES,
  text: unknown,
  max: number,
): void {
  const name = FIELD_NAMES[field];
  if (typeof text !== 'string' || text.trim() === '') problems.push(`${where}：${name}为空`);
  else if ([...text].length > max) problems.push(`${where}：${name}有${[...text].length}个字，最多${max}个字`);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One line for `npm run bank:check`: questions per level and per type. */
export function summarizeBank(questions: readonly BankQuestion[]): string {
  const perLevel = LEVELS.map((level) => `L${level} ${questions.filter((q) => q.level === level).length}`).join(', ');
  const single = questions.filter((q) => q.questionType === 1).length;
  const multiple = questions.filter((q) => q.questionType === 2).length;
  const quantitative = questions.filter((q) => q.id.includes('-Q')).length;
  return `${questions.length} questions (${perLevel}; ${single} single choice, ${multiple} multiple choice; ${quantitative} quantitative)`;
}
