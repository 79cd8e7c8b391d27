import type { ProviderProfile } from '@dtmm/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, solutionItem, stubApi } from '@/features/solutions/components/catalogue/solution-test-data';
import { renderWithApp } from '@/test/render-with-app';
import { ProviderDetail } from './provider-detail';

const PROFILE: ProviderProfile = {
  id: '16',
  companyName: '晋中智控自动化工程有限公司',
  logo: null,
  companyType: null,
  serviceProviderType: null,
  serviceProviderCategory: null,
  serviceIndustry: null,
  serviceProviderIntroduction: null,
  province: null,
  city: null,
  district: null,
  createTime: '2026-01-01 00:00:00',
  industryAdvantage: null,
  coreProductService: null,
  companyWebsite: null,
  areaText: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('ProviderDetail', () => {
  // The server knows a provider's solutions by its company id, which is the profile's id.
  it("lists the provider's approved solutions under 解决方案, asked for by the profile's id", async () => {
    stubApi((url) => {
      if (url.pathname === '/api/dtmm/company/company/provider/16') return json({ code: 0, msg: '', data: PROFILE });
      if (url.pathname === '/api/dtmm/plan/serviceSolution/getByProviderId/16') {
        return json({ code: 0, msg: '', data: [solutionItem({ id: '28', solutionName: '机器人焊接工作站方案' })] });
      }
      return json({ code: 0, msg: '', data: [], total: 0 });
    });
    renderWithApp(<ProviderDetail id="16" />);
    fireEvent.click(await screen.findByRole('tab', { name: '解决方案' }));
    const card = await screen.findByRole('link', { name: /机器人焊接工作站方案/ });
    expect(card.getAttribute('href')).toBe('/empowerment/provider/detail?id=28');
  });
});
