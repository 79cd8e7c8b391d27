import {
  DCMM_GATE_OPTION,
  DCMM_LEVELS,
  type DcmmCapabilityArea,
  type DcmmQuestion,
  type DcmmQuestionnaire,
  dcmmQuestionnaire,
  isDcmmNoneOption,
} from '@dtmm/shared';

/**
 * What a DCMM questionnaire version must satisfy before it is published: the seed refuses one that
 * fails (each problem names the item or area, in plain words).
 */

const letter = (i: number) => String.fromCharCode(65 + i);
const duplicates = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);

function questionProblems(question: DcmmQuestion, index: number): string[] {
  const at = `${question.id}（第${question.itemNumber}题）`;
  const problems: string[] = [];
  if (question.itemNumber !== index + 1) problems.push(`${at}: itemNumber should be ${index + 1}`);
  if (!question.name.trim() || !question.questionDesc.trim())
    problems.push(`${at}: name and questionDesc are required`);
  if (question.options.length < 2) problems.push(`${at}: at least 2 options`);
  question.options.forEach((option, i) => {
    if (option.value !== letter(i)) problems.push(`${at}: option ${i + 1} should be ${letter(i)}`);
    if (!option.label.trim()) problems.push(`${at}: option ${option.value} has no label`);
  });
  for (const label of duplicates(question.options.map((option) => option.label)))
    problems.push(`${at}: label '${label}' twice`);
  const none = question.options.findIndex(isDcmmNoneOption);
  if (none >= 0 && (question.questionType !== '2' || none !== question.options.length - 1)) {
    problems.push(`${at}: a 'none' option belongs last, in a checkbox item`);
  }
  const gatesOnD = question.options.some((option) => option.value === DCMM_GATE_OPTION);
  if (question.gateFor.length > 0 && (question.questionType !== '1' || !gatesOnD)) {
    problems.push(`${at}: a gate item is single choice with an option ${DCMM_GATE_OPTION}`);
  }
  return problems;
}

function areaProblems(area: DcmmCapabilityArea): string[] {
  const at = `${area.id} ${area.name}`;
  const problems: string[] = [];
  if (!area.name.trim() || !area.description.trim()) problems.push(`${at}: name and description are required`);
  const levels = area.statements.map((statement) => statement.level);
  if (levels.join() !== DCMM_LEVELS.map((entry) => entry.level).join()) {
    problems.push(`${at}: one statement per level 1–5, in order`);
  }
  if (area.statements.some((statement) => !statement.text.trim())) problems.push(`${at}: an empty statement`);
  return problems;
}

/** Every problem of the version; empty when it may be published. */
export function checkDcmmQuestionnaire(questionnaire: DcmmQuestionnaire): string[] {
  const shape = dcmmQuestionnaire.safeParse(questionnaire);
  if (!shape.success) return shape.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const { questions, capabilityAreas } = questionnaire;
  const problems = questions.flatMap(questionProblems);
  if (questions.length === 0) problems.push('no items');
  if (!questions.some((question) => question.gateFor.length > 0)) problems.push('no gate items');
  for (const id of duplicates(questions.map((question) => question.id))) problems.push(`item id ${id} twice`);
  problems.push(...capabilityAreas.flatMap(areaProblems));
  for (const id of duplicates(capabilityAreas.map((area) => area.id))) problems.push(`area id ${id} twice`);
  for (const name of duplicates(capabilityAreas.map((area) => area.name))) problems.push(`area ${name} twice`);
  const texts = capabilityAreas.flatMap((area) => area.statements.map((statement) => statement.text));
  for (const text of duplicates(texts)) problems.push(`statement '${text}' twice`);
  return problems;
}
