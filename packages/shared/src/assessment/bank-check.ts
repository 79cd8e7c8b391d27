/**
 * The question bank's consistency check (`npm run bank:check`, part of `npm test`): a bank that
 * fails it must not be seeded or published. Every rule is listed in BANK_RULES and each problem
 * names the question (and option) it concerns, in plain words.
 */
import { type BankQuestion, INDICATOR_SYSTEM } from './indicator-system';

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

/** The rules, for the documentation and the checker's help text. */
export const BANK_RULES = [
  'every gating indicator (areas with isGating) has at least one question at each level 1–5',
  'every 成效 indicator (isGating false) has exactly one question, the quantitative <indicatorId>-Q (e.g. T29-Q), at level 1, single choice',
  'question ids are unique and read <indicatorId>-L<level>-<n> (e.g. T05-L3-1, n = 1, 2, …) matching the question, or <indicatorId>-Q for 成效',
  'indicatorId names a third-level indicator of INDICATOR_SYSTEM; level is 1–5; questionType is 1 or 2',
  `title (≤ ${BANK_LIMITS.titleChars}), questionDesc (≤ ${BANK_LIMITS.descChars}) and option labels (≤ ${BANK_LIMITS.labelChars}) are not empty`,
  `at least ${BANK_LIMITS.minOptions} options; option ids are single capital letters A, B, …, unique within the question; labels unique`,
  'every credit is a number in [0, 1]',
  'a gating question has exactly one exclusive option; a 成效 question at most one',
  'the exclusive option is the last, carries credit 0 and is worded as none (NONE_LABEL); no other option says a plain none (BARE_NONE_LABEL)',
  'single choice: at least one option carries credit 1',
  'multiple choice: the credits of the non-exclusive options sum to at least 1 (the model caps a sum at 1)',
  `a level's questionnaire holds at most ${BANK_LIMITS.questionsPerLevel} questions`,
] as const;

const LEVELS = [1, 2, 3, 4, 5] as const;
const EPSILON = 1e-9;

/** Every problem of the bank, in plain words; empty when the bank is fine. */
export function checkBank(questions: readonly BankQuestion[]): string[] {
  const problems: string[] = [];
  const gating = new Set<string>();
  const measured = new Set<string>();
  for (const area of INDICATOR_SYSTEM)
    for (const group of area.groups)
      for (const indicator of group.indicators) (area.isGating ? gating : measured).add(indicator.id);

  const seenIds = new Set<string>();
  for (const question of questions) {
    const at = `question ${question.id || '(no id)'}`;
    if (seenIds.has(question.id)) problems.push(`${at}: the id is used more than once`);
    seenIds.add(question.id);
    const isGating = gating.has(question.indicatorId);
    const isMeasured = measured.has(question.indicatorId);
    if (!isGating && !isMeasured)
      problems.push(`${at}: indicator ${question.indicatorId} is not in the indicator system`);
    if (!(LEVELS as readonly number[]).includes(question.level))
      problems.push(`${at}: level ${question.level} is not one of 1–5`);
    if (question.questionType !== 1 && question.questionType !== 2)
      problems.push(`${at}: questionType ${question.questionType} is neither 1 (single) nor 2 (multiple)`);

    if (isMeasured) {
      if (question.id !== `${question.indicatorId}-Q`)
        problems.push(`${at}: a 成效 question's id must be ${question.indicatorId}-Q`);
      if (question.level !== 1) problems.push(`${at}: a 成效 question is asked at level 1, not ${question.level}`);
      if (question.questionType !== 1) problems.push(`${at}: a 成效 question is single choice (questionType 1)`);
    } else {
      const form = /^(T\d{2})-L([1-5])-([1-9]\d*)$/.exec(question.id);
      if (!form) problems.push(`${at}: the id does not read <indicatorId>-L<level>-<n> (e.g. T05-L3-1)`);
      else if (form[1] !== question.indicatorId || Number(form[2]) !== question.level)
        problems.push(`${at}: the id does not match indicator ${question.indicatorId} at level ${question.level}`);
    }

    checkText(problems, at, 'title', question.title, BANK_LIMITS.titleChars);
    checkText(problems, at, 'questionDesc', question.questionDesc, BANK_LIMITS.descChars);
    checkOptions(problems, at, question, isMeasured);
  }

  for (const indicatorId of gating)
    for (const level of LEVELS)
      if (!questions.some((q) => q.indicatorId === indicatorId && q.level === level))
        problems.push(`indicator ${indicatorId} (${indicatorName(indicatorId)}) has no question at level ${level}`);
  for (const indicatorId of measured) {
    const count = questions.filter((q) => q.indicatorId === indicatorId).length;
    if (count !== 1)
      problems.push(
        `indicator ${indicatorId} (${indicatorName(indicatorId)}) needs exactly one quantitative question, has ${count}`,
      );
  }
  for (const level of LEVELS) {
    const count = questions.filter((q) => q.level === level).length;
    if (count > BANK_LIMITS.questionsPerLevel)
      problems.push(
        `level ${level}'s questionnaire has ${count} questions, more than ${BANK_LIMITS.questionsPerLevel}`,
      );
  }
  return problems;
}

function checkOptions(problems: string[], at: string, question: BankQuestion, isMeasured: boolean): void {
  const options = question.options ?? [];
  if (options.length < BANK_LIMITS.minOptions)
    problems.push(`${at}: ${options.length} option(s), at least ${BANK_LIMITS.minOptions} needed`);
  const ids = new Set<string>();
  const labels = new Set<string>();
  for (const option of options) {
    const where = `${at} option ${option.id || '(no id)'}`;
    if (!/^[A-Z]$/.test(option.id)) problems.push(`${where}: the option id is not a single capital letter`);
    if (ids.has(option.id)) problems.push(`${where}: the option id is used more than once`);
    ids.add(option.id);
    if (labels.has(option.label)) problems.push(`${where}: the label repeats another option's`);
    labels.add(option.label);
    checkText(problems, where, 'label', option.label, BANK_LIMITS.labelChars);
    if (typeof option.credit !== 'number' || !(option.credit >= 0 && option.credit <= 1))
      problems.push(`${where}: credit ${option.credit} is not in [0, 1]`);
    if (!option.exclusive && BARE_NONE_LABEL.test(option.label ?? ''))
      problems.push(`${where}: '${option.label}' says none but is not the exclusive option`);
  }

  const exclusive = options.filter((o) => o.exclusive);
  if (!isMeasured && exclusive.length !== 1)
    problems.push(`${at}: ${exclusive.length} exclusive options, exactly one ('暂无', '以上均未实现', …) needed`);
  if (isMeasured && exclusive.length > 1) problems.push(`${at}: ${exclusive.length} exclusive options, at most one`);
  for (const option of exclusive) {
    const where = `${at} option ${option.id}`;
    if (option.credit !== 0) problems.push(`${where}: the exclusive option must carry credit 0`);
    if (!NONE_LABEL.test(option.label ?? ''))
      problems.push(`${where}: the exclusive option '${option.label}' is not worded as none (暂无…, 以上均未…, 无)`);
    if (option !== options[options.length - 1]) problems.push(`${where}: the exclusive option must be the last`);
  }

  if (question.questionType === 1 && !options.some((o) => o.credit === 1))
    problems.push(`${at}: a single-choice question needs an option with credit 1`);
  if (question.questionType === 2) {
    const sum = options.filter((o) => !o.exclusive).reduce((total, o) => total + (Number(o.credit) || 0), 0);
    if (sum < 1 - EPSILON)
      problems.push(`${at}: the non-exclusive credits sum to ${round(sum)}, a full answer must reach 1`);
  }
}

function checkText(problems: string[], where: string, field: string, text: unknown, max: number): void {
  if (typeof text !== 'string' || text.trim() === '') problems.push(`${where}: ${field} is empty`);
  else if ([...text].length > max)
    problems.push(`${where}: ${field} has ${[...text].length} characters, at most ${max}`);
}

function indicatorName(indicatorId: string): string {
  for (const area of INDICATOR_SYSTEM)
    for (const group of area.groups)
      for (const indicator of group.indicators) if (indicator.id === indicatorId) return indicator.name;
  return '?';
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One line for `npm run bank:check`: questions per level and per type. */
export function summarizeBank(questions: readonly BankQuestion[]): string {
  const perLevel = LEVELS.map((level) => `L${level} ${questions.filter((q) => q.level === level).length}`).join(', ');
  const single = questions.filter((q) => q.questionType === 1).length;
  const multiple = questions.filter((q) => q.questionType === 2).length;
  const quantitative = questions.filter((q) => q.id.endsWith('-Q')).length;
  return `${questions.length} questions (${perLevel}; ${single} single choice, ${multiple} multiple choice; ${quantitative} quantitative)`;
}
