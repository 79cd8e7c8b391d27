import { describe, expect, it } from 'vitest';
import { BANK_V2, validateBankV2 } from './bank-v2-validation';
import { jaccard, VALIDATION_THRESHOLDS } from './bank-validation';
import type { CompanyProfile } from './company-profile.types';
import { COMPANY_PROFILES } from './company-profiles';
import { profileAnswers } from './profile-answers';

describe('bank version 2 validation (docs/assessment-validation.md)', () => {
  const validation = validateBankV2();

  it('reproduces the assessors’ levels, weak lists and variants at the thresholds', () => {
    expect(validation.levelRate).toBeGreaterThanOrEqual(VALIDATION_THRESHOLDS.level);
    expect(validation.weakRate).toBeGreaterThanOrEqual(VALIDATION_THRESHOLDS.weak);
    expect(validation.variantRate).toBe(1);
  });

  it('finds no question whose credit runs against the rest of its level', () => {
    expect(validation.negativeItems).toEqual([]);
    expect(validation.items).toHaveLength(BANK_V2.questions.length);
  });

  it('covers at least 60 profiles, every level 0–5 and both variants', () => {
    expect(COMPANY_PROFILES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(COMPANY_PROFILES.map((profile) => profile.key)).size).toBe(COMPANY_PROFILES.length);
    for (const variant of ['1', '2'] as const) {
      const levels = COMPANY_PROFILES.filter((profile) => profile.verdict.variant === variant).map(
        (p) => p.verdict.level,
      );
      expect(new Set(levels)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    }
  });
});

describe('profile answers', () => {
  const plant = COMPANY_PROFILES.find((profile) => profile.key === 'coking-l2') as CompanyProfile;
  const answers = profileAnswers(BANK_V2, plant, 'energyIntensive', plant.cropped ?? []);
  const creditOf = (questionId: string) => {
    const question = BANK_V2.questions.find((candidate) => candidate.id === questionId);
    const chosen = question?.options.filter((option) => answers[questionId]?.includes(option.id)) ?? [];
    return Math.min(
      1,
      chosen.reduce((sum, option) => sum + option.credit, 0),
    );
  };

  it('gives full credit up to the level an indicator fully has, a partial step next, then none', () => {
    // coking-l2: every indicator '2+' but 数字技术 (T06) '2' and 战略规划 (T09) '3'.
    expect(creditOf('T01-L2-1')).toBe(1);
    expect(creditOf('T01-L3-1')).toBeCloseTo(0.6);
    expect(creditOf('T01-L4-1')).toBe(0);
    expect(creditOf('T06-L3-1')).toBe(0);
    expect(creditOf('T09-L3-1')).toBe(1);
    const none = BANK_V2.questions.find((question) => question.id === 'T06-L3-1')?.options.find((o) => o.exclusive);
    expect(answers['T06-L3-1']).toEqual([none?.id]);
  });

  it('answers no question of a dropped indicator and every 成效 question with the profile’s band', () => {
    expect(Object.keys(answers).some((id) => id.startsWith('T13-'))).toBe(false);
    const band = BANK_V2.questions
      .find((question) => question.id === 'T28-Q-E')
      ?.options.find((o) => answers['T28-Q-E']?.includes(o.id));
    expect(band?.label).toBe(plant.results.T28);
  });
});

describe('jaccard', () => {
  it('is 1 for two empty lists and the shared share otherwise', () => {
    expect(jaccard([], [])).toBe(1);
    expect(jaccard(['T01', 'T02'], ['T02', 'T03'])).toBeCloseTo(1 / 3);
  });
});
