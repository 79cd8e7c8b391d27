// What the province-scale seed (bench/scale/seed.ts) is made of: company profiles over the province's
// cities, GB/T 4754 大类 and size classes, and a few dozen real results of the shared model on answers
// to the current bank (version 2) — every seeded record reuses one of them, as the report bench does.
import {
  type Answers,
  type Assessment,
  assess,
  type BankQuestion,
  type BankVersion,
  buildFrozenReport,
  enterpriseSizeOf,
  type FrozenReport,
  type IndustryGroup,
  industryGroupOf,
  questionsAskedOf,
} from '@dtmm/shared';
import {
  BANK_V2_PARAMETERS,
  BANK_V2_QUESTIONS,
  BANK_V2_REPORT_CONTENT,
} from '../../apps/server/src/modules/assessment/bank/v2/bank-v2.data';
import { peerKeysOf } from '../../apps/server/src/modules/assessment/report/peer-figures';
import { industrySecondaries } from '../../apps/server/src/modules/industries/industries.data';
import { regionChildren } from '../../apps/server/src/modules/regions/regions.data';
import { chooseAnswer, qualityAt } from '../report/answers';
import { TEMPLATE_FACTS } from '../report/report-template';

export const PROVINCE = '14';
export const INDUSTRY_GROUPS: readonly IndustryGroup[] = ['energyIntensive', 'otherIndustry', 'services'];

/** 门类 weights of a province of mines and mills: mostly 制造业 and 采矿业; '' is a company without an industry. */
const CATEGORY_WEIGHTS: [string, number][] = [
  ['C', 45],
  ['B', 10],
  ['D', 5],
  ['E', 3],
  ['F', 6],
  ['G', 6],
  ['I', 7],
  ['L', 3],
  ['M', 5],
  ['A', 3],
  ['H', 2],
  ['N', 2],
  ['', 3],
];

/** A weighted pick. */
export function weighted<T>(choices: readonly [T, number][], random: () => number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of choices) {
    at -= weight;
    if (at < 0) return value;
  }
  return (choices.at(-1) as [T, number])[0];
}

/** What a seeded company is: its industry, size, place, and what the report groups it by. */
export interface CompanyProfile {
  category: string;
  division: string;
  /** dictionary company.scale / company.revenue values '1'–'6'. */
  employee: string;
  revenue: string;
  city: string;
  district: string;
  industryGroup: IndustryGroup;
  /** The report's peer keys (peer-figures.ts peerKeysOf): '' where unknown. */
  peerCategory: string;
  peerDivision: string;
  sizeBand: string;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/**
 * `count` profiles drawn by the weights: the seed gives company n the profile n mod count, so the
 * 门类, 大类, size and city mix of 200,000 companies is that of these profiles.
 */
export function companyProfiles(count: number, random: () => number): CompanyProfile[] {
  const cities = regionChildren(PROVINCE) ?? [];
  return Array.from({ length: count }, () => {
    const category = weighted(CATEGORY_WEIGHTS, random);
    const divisions = category ? (industrySecondaries(category) ?? []) : [];
    const division = divisions.length > 0 ? pick(divisions, random).secondaryCode : '';
    const employee = String(1 + Math.min(5, Math.floor(random() * random() * 7)));
    const revenue = String(1 + Math.min(5, Math.floor(random() * random() * 7)));
    const city = pick(cities, random);
    const district = pick(regionChildren(city.code) ?? [city], random).code;
    const facts = {
      industryCategory: category,
      secondaryIndustry: division,
      industry: null,
      employee,
      annualRevenue: revenue,
    };
    const keys = peerKeysOf(facts);
    return {
      category,
      division,
      employee,
      revenue,
      city: city.code,
      district,
      industryGroup: industryGroupOf(category, division),
      peerCategory: keys.industryCategory,
      peerDivision: keys.industryDivision,
      sizeBand: enterpriseSizeOf(facts).sizeClass ?? '',
    };
  });
}

/** A real result of the model and the report frozen from it, which seeded records copy with their own names. */
export interface ResultTemplate {
  k: number;
  industryGroup: IndustryGroup;
  /** The level whose submit ended the assessment: a record ready to complete is left there. */
  finalLevel: number;
  answers: Answers;
  result: Assessment;
  content: FrozenReport;
  /** First-level scores A1–A5, null where the variant has no such area. */
  areas: (number | null)[];
}

/** The version-2 bank as the model takes it; `version` is the number it was published under. */
export const bankV2 = (version: number): BankVersion => ({
  version,
  questions: BANK_V2_QUESTIONS,
  parameters: BANK_V2_PARAMETERS,
});

/** The level-1 questions a company of the group is asked, in the bank's order. */
export const firstLevelQuestions = (group: IndustryGroup): BankQuestion[] =>
  questionsAskedOf(BANK_V2_QUESTIONS, group, []).filter((question) => question.level === 1);

/** A company of `quality` answering level by level, as the questionnaire goes, until the model ends it. */
function assessedCompany(bank: BankVersion, group: IndustryGroup, quality: number, random: () => number) {
  const asked = questionsAskedOf(bank.questions, group, []);
  const answers: Record<string, string[]> = {};
  for (let level = 1; level <= 5; level += 1) {
    for (const question of asked.filter((q) => q.level === level))
      answers[question.id] = chooseAnswer(question, qualityAt(quality, level), random);
    const result = assess({ bank, industryGroup: group, croppedIndicatorIds: [], answers });
    if (result.completed) return { answers, result, finalLevel: level };
  }
  throw new Error('the model did not end after level 5');
}

/** `perGroup` results for each industry group, from weak to strong companies. */
export function resultTemplates(version: number, perGroup: number, random: () => number): ResultTemplate[] {
  const bank = bankV2(version);
  return INDUSTRY_GROUPS.flatMap((industryGroup, g) =>
    Array.from({ length: perGroup }, (_, i) => {
      const quality = 0.6 + 0.4 * ((i + 0.5) / perGroup) ** 0.8;
      const { answers, result, finalLevel } = assessedCompany(bank, industryGroup, quality, random);
      const input = { bank, industryGroup, croppedIndicatorIds: [], answers };
      const content = buildFrozenReport(input, result, BANK_V2_REPORT_CONTENT, TEMPLATE_FACTS);
      const areaScore = (id: string) => result.level1.find((area) => area.id === id)?.score ?? null;
      return {
        k: g * perGroup + i,
        industryGroup,
        finalLevel,
        answers,
        result,
        content,
        areas: ['A1', 'A2', 'A3', 'A4', 'A5'].map(areaScore),
      };
    }),
  );
}
