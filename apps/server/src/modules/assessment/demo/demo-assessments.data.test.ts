import { DEFAULT_SCORING_PARAMETERS, hasValidCreditCodeChecksum, industryGroupOf, isCroppable } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { DICTIONARY_SEED } from '../../dictionaries/dictionary-seed';
import { isRealIndustry } from '../../industries/industries.data';
import { isRealArea } from '../../regions/regions.data';
import { BANK_QUESTIONS } from '../bank/bank.data';
import { BANK_V2_PARAMETERS, BANK_V2_QUESTIONS } from '../bank/v2/bank-v2.data';
import { generateAnswers, pickAnswer, seedOf } from './demo-answers';
import { DEMO_ASSESSED_COMPANIES } from './demo-assessed-companies';
import { DEMO_ASSESSMENTS } from './demo-assessments';

const valuesOf = (code: keyof typeof DICTIONARY_SEED) => DICTIONARY_SEED[code].map((item) => item.value);
const bank = { version: 1, questions: BANK_QUESTIONS, parameters: DEFAULT_SCORING_PARAMETERS };

describe('the assessment population', () => {
  it.each(DEMO_ASSESSED_COMPANIES.map((c) => [c.companyName, c] as const))('%s is coherent', (name, company) => {
    expect(hasValidCreditCodeChecksum(company.socialCreditCode)).toBe(true);
    expect(isRealArea('14', company.city, company.district)).toBe(true);
    expect(isRealIndustry(company.industryCategory, company.secondaryIndustry, company.industry)).toBe(true);
    expect(valuesOf('company.scale')).toContain(company.employee);
    expect(valuesOf('company.income')).toContain(company.annualRevenue);
    expect(valuesOf('company.type')).toContain(company.companyType);
    expect(name).toMatch(/有限公司$/);
    expect(name).not.toContain('对标');
  });

  it('has names, keys and credit codes unique across the whole demo', () => {
    const all = [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES];
    for (const field of ['key', 'companyName', 'socialCreditCode'] as const) {
      expect(new Set(all.map((c) => c[field])).size).toBe(all.length);
    }
    expect(new Set(DEMO_ASSESSED_COMPANIES.map((c) => c.city)).size).toBe(11);
  });
});

describe('the planned assessments', () => {
  const keys = new Set([...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES].map((c) => c.key));
  const certifiedProviders = new Set(DEMO_COMPANIES.filter((c) => c.provider?.status === 1).map((c) => c.key));

  it('give every population company one record, never bz or th, 551 only with certified providers', () => {
    for (const plan of DEMO_ASSESSMENTS) expect(keys.has(plan.company), plan.company).toBe(true);
    for (const company of DEMO_ASSESSED_COMPANIES) {
      expect(DEMO_ASSESSMENTS.filter((p) => p.company === company.key)).toHaveLength(1);
    }
    const companies = DEMO_ASSESSMENTS.map((p) => p.company);
    expect(companies).not.toContain('bingzhou');
    expect(companies).not.toContain('taihang');
    expect(companies.filter((key) => key === 'shengyuan')).toHaveLength(2);
    for (const plan of DEMO_ASSESSMENTS.filter((p) => p.provider)) {
      expect(certifiedProviders.has(plan.provider ?? '')).toBe(true);
    }
  });

  it('crop only optional business indicators of a variant, and only for non-group enterprises', () => {
    const all = [...DEMO_COMPANIES, ...DEMO_ASSESSED_COMPANIES];
    for (const plan of DEMO_ASSESSMENTS) {
      if (plan.group) expect(plan.cropped ?? []).toEqual([]);
      const company = all.find((c) => c.key === plan.company);
      const group = industryGroupOf(company?.industryCategory ?? '', company?.secondaryIndustry ?? '');
      // Version 1 assessed everyone on 数字化生产; version 2 assesses services on 数字化经营.
      for (const id of plan.cropped ?? []) {
        const croppable =
          isCroppable(id, 'otherIndustry', DEFAULT_SCORING_PARAMETERS) || isCroppable(id, group, BANK_V2_PARAMETERS);
        expect({ company: plan.company, id, croppable }).toEqual({ company: plan.company, id, croppable: true });
      }
    }
  });

  it('complete within the last twelve months', () => {
    for (const plan of DEMO_ASSESSMENTS) expect(plan.daysAgo).toBeGreaterThan(0);
    for (const plan of DEMO_ASSESSMENTS) expect(plan.daysAgo).toBeLessThan(365);
  });
});

describe('generated answers', () => {
  it('are the same for the same seed and reach the planned level', () => {
    const plan = { level: 3 as const, industryGroup: 'otherIndustry' as const, croppedIndicatorIds: ['T13'] };
    const first = generateAnswers(bank, plan, seedOf('x'));
    expect(generateAnswers(bank, plan, seedOf('x'))).toEqual(first);
    expect(first.assessment.level).toBe(3);
    expect(first.assessment.levels.map((l) => l.passed)).toEqual([true, true, true, false]);
    expect(Object.keys(first.answers).some((id) => id.startsWith('T13'))).toBe(false);
  });

  it('on bank version 2, answer a service company on 数字化经营 and never on 数字化生产', () => {
    const v2 = { version: 2, questions: BANK_V2_QUESTIONS, parameters: BANK_V2_PARAMETERS };
    const plan = { level: 2 as const, industryGroup: 'services' as const, croppedIndicatorIds: ['T39'] };
    const generated = generateAnswers(v2, plan, seedOf('software house'));
    expect(generated.assessment.level).toBe(2);
    const indicators = new Set(Object.keys(generated.answers).map((id) => id.split('-')[0]));
    for (const id of ['T32', 'T33', 'T34', 'T35', 'T36', 'T37', 'T38']) expect(indicators).toContain(id);
    for (const id of ['T13', 'T15', 'T23', 'T27', 'T29', 'T30', 'T39']) expect(indicators).not.toContain(id);
    expect(indicators).toContain('T42');
  });

  it('pick the nearest answer: all practices when strong, the none option when absent', () => {
    const multiple = BANK_QUESTIONS.find((q) => q.id === 'T01-L2-1');
    const single = BANK_QUESTIONS.find((q) => q.id === 'T01-L1-1');
    if (!multiple || !single) throw new Error('bank changed');
    expect(pickAnswer(multiple, 1)).toEqual(['A', 'B', 'C']);
    expect(pickAnswer(multiple, 0)).toEqual(['D']);
    expect(pickAnswer(single, 0.65)).toEqual(['B']);
  });
});
