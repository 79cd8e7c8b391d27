import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { FeaturedSolutions } from './featured-solutions';
import { ProviderSolutions } from './provider-solutions';
import { json, requestsTo, solutionItem, stubApi } from './solution-test-data';

const FOUR = ['1', '2', '3', '4'].map((id) => solutionItem({ id, solutionName: `解决方案${id}` }));
const cardLinks = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

afterEach(() => vi.unstubAllGlobals());

describe('FeaturedSolutions (home and empowerment pages)', () => {
  it('shows the first four approved solutions as cards leading to their details', async () => {
    const fetchMock = stubApi(() => json({ code: 0, msg: '', data: FOUR, total: 22 }));
    renderWithApp(<FeaturedSolutions />);
    await screen.findByText('解决方案4');
    expect(cardLinks()).toEqual(['1', '2', '3', '4'].map((id) => `/empowerment/provider/detail?id=${id}`));
    const query = requestsTo(fetchMock, '/api/dtmm/plan/serviceSolution/listFull')[0]?.searchParams;
    expect(query?.get('tableFlag')).toBe('1');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('4');
  });

  it('says 暂无解决方案 when none is approved', async () => {
    stubApi(() => json({ code: 0, msg: '', data: [], total: 0 }));
    renderWithApp(<FeaturedSolutions isCompact />);
    expect(await screen.findByText('暂无解决方案')).toBeTruthy();
  });
});

describe('ProviderSolutions (the provider detail 解决方案 tab)', () => {
  it("asks for the provider's approved solutions by its company id and shows them", async () => {
    const mine = FOUR.slice(0, 2);
    const fetchMock = stubApi(() => json({ code: 0, msg: '', data: mine }));
    renderWithApp(<ProviderSolutions companyId="16" />);
    await screen.findByText('解决方案2');
    expect(requestsTo(fetchMock, '/api/dtmm/plan/serviceSolution/getByProviderId/16')).toHaveLength(1);
    expect(cardLinks()).toEqual(['/empowerment/provider/detail?id=1', '/empowerment/provider/detail?id=2']);
  });

  it('says 暂无解决方案 when the provider has none approved', async () => {
    stubApi(() => json({ code: 0, msg: '', data: [] }));
    renderWithApp(<ProviderSolutions companyId="16" />);
    expect(await screen.findByText('暂无解决方案')).toBeTruthy();
  });
});
