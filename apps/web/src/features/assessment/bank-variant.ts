import {
  type AnswerTime,
  answerTimeOf,
  type BankTreeArea,
  type BankTreeQuestion,
  BUSINESS_AREA_OF,
  bankTreeQuestions,
  type EvaluationType,
  evaluationTypeOf,
  type IndustryGroup,
} from '@dtmm/shared';

/** The variants as the pages name them; the reason sentence says the rest. */
export const VARIANT_NAMES: Record<EvaluationType, string> = { '1': '工业企业', '2': '非工业企业' };

/** Who takes which variant, for a reader whose company the page does not know. */
export const VARIANT_RULE =
  '采矿业、制造业和电力、热力、燃气及水生产和供应业企业按工业企业评估，含数字化生产；其他行业企业按非工业企业评估，以数字化经营替代数字化生产。评估类型由企业认证的所属行业自动确定。';

const INDUSTRY_GROUPS: readonly IndustryGroup[] = ['energyIntensive', 'otherIndustry', 'services'];

const isAskedOfGroup = (question: BankTreeQuestion, group: IndustryGroup | undefined) =>
  !group || !question.industryGroups || question.industryGroups.includes(group);

/**
 * The bank tree as one variant sees it: only the areas and indicators assessed on that variant; with
 * an industry group, also only the questions asked of it (T28-Q-E for the energy-intensive).
 */
export function variantTree(
  areas: readonly BankTreeArea[],
  evaluationType: EvaluationType,
  group?: IndustryGroup,
): BankTreeArea[] {
  return areas
    .filter((area) => area.evaluationTypes.includes(evaluationType))
    .map((area) => ({
      ...area,
      children: area.children
        .map((node) => ({
          ...node,
          children: node.children
            .filter((indicator) => indicator.evaluationTypes.includes(evaluationType))
            .map((indicator) => ({
              ...indicator,
              children: indicator.children.filter((question) => isAskedOfGroup(question, group)),
            })),
        }))
        .filter((node) => node.children.length > 0),
    }))
    .filter((area) => area.children.length > 0);
}

/**
 * The group a bank assesses a company as (the server's industryGroupUnder): a bank without questions
 * of 数字化经营 (version 1) has nothing else to ask a services company and takes it as industry.
 */
export function industryGroupUnderTree(areas: readonly BankTreeArea[], group: IndustryGroup): IndustryGroup {
  if (group !== 'services') return group;
  const business = areas.find((area) => area.id === BUSINESS_AREA_OF['2']);
  const servesServices = business ? bankTreeQuestions([business]).length > 0 : false;
  return servesServices ? group : 'otherIndustry';
}

/** The tree a company of this group is asked from, every level, before cropping. */
export const treeOfGroup = (areas: readonly BankTreeArea[], group: IndustryGroup) =>
  variantTree(areas, evaluationTypeOf(group), group);

/**
 * The answer time of the questions a company of the group will see; without a known company, the span
 * from the quickest group's level-1 stop to the longest group's five levels, so no company is promised less.
 */
export function answerTimeFor(areas: readonly BankTreeArea[], group: IndustryGroup | null): AnswerTime {
  const groups = group ? [industryGroupUnderTree(areas, group)] : INDUSTRY_GROUPS;
  const times = groups.map((each) => answerTimeOf(bankTreeQuestions(treeOfGroup(areas, each))));
  return { min: Math.min(...times.map((time) => time.min)), max: Math.max(...times.map((time) => time.max)) };
}
