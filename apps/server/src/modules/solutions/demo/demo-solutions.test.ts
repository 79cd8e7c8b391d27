import { SOLUTION_STATUSES } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_ASSESSED_COMPANIES } from '../../assessment/demo/demo-assessed-companies';
import { industryFitOf, matchOf } from '../../assessment/report/service-industries';
import { missingGlyphs } from '../../demo/demo-images';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { DICTIONARY_SEED, THIRD_LEVEL_INDICATORS } from '../../dictionaries/dictionary-seed';
import { DEMO_SOLUTIONS } from './solutions.data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const listFull = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/dtmm/plan/serviceSolution/listFull?limit=150' })).json();

describe('the demo providers’ solutions (issue 13)', () => {
  it('has every image text in the glyph atlas', () => {
    expect(missingGlyphs(DEMO_SOLUTIONS.flatMap((s) => s.images.map((i) => i.text)).join(''))).toEqual([]);
  });

  it('seeds all three states; the catalogue shows the approved ones, covering every scenario of both variants', async () => {
    const approved = DEMO_SOLUTIONS.filter((s) => s.status === SOLUTION_STATUSES.approved);
    expect(DEMO_SOLUTIONS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_SOLUTIONS.map((s) => s.status))).toEqual(new Set(['0', '1', '2']));
    const { data, total } = await listFull();
    expect(total).toBe(approved.length);
    const covered = new Set(data.flatMap((s: { serviceCategory: string }) => s.serviceCategory.split(',')));
    expect(THIRD_LEVEL_INDICATORS.filter((indicator) => !covered.has(indicator))).toEqual([]);
    const image = data[0].solutionImage.split(',')[0];
    const res = await t.app.inject({ method: 'GET', url: `/api/dtmm/common/file/download/${image}` });
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('declares 服务行业 of the dictionary, and has an approved solution of every demo company’s own industry', () => {
    const targets = DICTIONARY_SEED['service.serviceTarget'].map((item) => item.value);
    for (const solution of DEMO_SOLUTIONS) {
      for (const target of solution.serviceTarget)
        expect({ solution: solution.solutionName, target }).toEqual({
          solution: solution.solutionName,
          target: targets.includes(target) ? target : '(not in service.serviceTarget)',
        });
    }
    const approved = DEMO_SOLUTIONS.filter((s) => s.status === SOLUTION_STATUSES.approved);
    const enterprises = [...DEMO_COMPANIES.filter((c) => !c.provider), ...DEMO_ASSESSED_COMPANIES];
    for (const company of enterprises) {
      const fit = industryFitOf(company.industryCategory, company.secondaryIndustry);
      const own = approved.filter((s) => ['secondary', 'category'].includes(matchOf(s.serviceTarget, fit) ?? ''));
      expect({ company: company.companyName, own: own.length > 0 }).toEqual({
        company: company.companyName,
        own: true,
      });
    }
  });
});
