import type { ProviderListItem } from '@dtmm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ProviderDirectory } from './provider-directory';

const industries = Array.from({ length: 12 }, (_, i) => ({ label: `行业${i + 1}`, value: `ind${i + 1}` }));
const DICTIONARIES: Record<string, { label: string; value: string }[]> = {
  'company.service.type': [
    { label: '咨询服务商', value: 'consult' },
    { label: '技术服务商', value: 'tech' },
  ],
  'service.serviceTarget': industries,
  'company.service.category': [
    { label: '智能制造', value: 'smart' },
    { label: '数字营销', value: 'market' },
  ],
  'company.type': [
    { label: '民营企业', value: 'private' },
    { label: '国有企业', value: 'state' },
  ],
};

const provider = (over: Partial<ProviderListItem>): ProviderListItem => ({
  id: '1',
  companyName: '晋数科技有限公司',
  logo: null,
  companyType: 'private',
  serviceProviderType: 'consult',
  serviceProviderCategory: 'smart,market',
  serviceIndustry: 'ind1,ind2',
  serviceProviderIntroduction: null,
  province: '14',
  city: '1401',
  district: null,
  areaText: '山西省 太原市',
  createTime: '2025-01-01 00:00:00',
  ...over,
});
const ALL = [provider({}), provider({ id: '2', companyName: '太行智造服务公司', serviceProviderType: 'tech' })];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchMock: Mock<typeof fetch>;
const listRequests = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/dtmm/company/company/list'));
const lastListQuery = () => new URL(listRequests().at(-1) ?? '', 'http://localhost').searchParams;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/dtmm/common/dict') {
      const code = url.searchParams.get('code') ?? '';
      return json({ code: 0, msg: '', data: { code, data: DICTIONARIES[code] ?? [] } });
    }
    const type = url.searchParams.get('serviceProviderType');
    const rows = type ? ALL.filter((p) => p.serviceProviderType === type) : ALL;
    return json({ code: 0, msg: '', data: rows, total: rows.length });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function renderDirectory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/empowerment/serviceProvider']}>
          <ProviderDirectory />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const countText = (n: number) => (_: string, node: Element | null) =>
  node?.tagName === 'P' && node.textContent === `共为你找到${n}个结果`;
const chips = (groupName: string) =>
  within(screen.getByRole('group', { name: `${groupName}：` })).getAllByRole('button');

describe('ProviderDirectory', () => {
  it('shows the four filters with 不限 first and the providers found', async () => {
    renderDirectory();
    expect(await screen.findByText(countText(2))).toBeTruthy();
    for (const name of ['服务商类别', '服务行业', '服务场景', '企业类型']) {
      await waitFor(() => expect(chips(name).length).toBeGreaterThan(1));
      const [first] = chips(name);
      expect(first?.textContent).toBe('不限');
      expect(first?.getAttribute('aria-pressed')).toBe('true');
    }
    const card = screen.getByText('晋数科技有限公司').closest('a');
    expect(card?.getAttribute('href')).toBe('/empowerment/serviceProvider/detail?id=1');
    await waitFor(() => expect(within(card as HTMLElement).getByText('行业1、行业2')).toBeTruthy());
    expect(within(card as HTMLElement).getByText('智能制造、数字营销')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('咨询服务商')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('民营企业')).toBeTruthy();
    // The server names the area: the directory never downloads the national region tree.
    expect(within(card as HTMLElement).getByText('山西省 太原市')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/regions'))).toBe(false);
  });

  it('queries without empty filters and refetches with the chosen one', async () => {
    renderDirectory();
    await screen.findByText(countText(2));
    const first = lastListQuery();
    expect(first.get('certifyType')).toBe('服务商');
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('10');
    for (const key of [
      'companyName',
      'companyType',
      'serviceProviderType',
      'serviceIndustry',
      'serviceProviderCategory',
    ]) {
      expect(first.has(key)).toBe(false);
    }

    await waitFor(() => expect(chips('服务商类别').length).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: '技术服务商' }));
    expect(await screen.findByText(countText(1))).toBeTruthy();
    expect(lastListQuery().get('serviceProviderType')).toBe('tech');
    expect(screen.getByRole('button', { name: '技术服务商' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('晋数科技有限公司')).toBeNull();
  });

  it('folds long filters behind 更多 and unfolds them with 收起', async () => {
    renderDirectory();
    await waitFor(() => expect(chips('服务行业').length).toBe(9)); // 不限 + 8
    fireEvent.click(screen.getAllByRole('button', { name: /更多/ })[0] as HTMLElement);
    expect(chips('服务行业')).toHaveLength(13);
    expect(screen.getByRole('button', { name: /收起/ })).toBeTruthy();
  });

  it('searches by name', async () => {
    renderDirectory();
    await screen.findByText(countText(2));
    const box = screen.getByRole('searchbox', { name: '服务商名称' });
    fireEvent.change(box, { target: { value: ' 晋数 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastListQuery().get('companyName')).toBe('晋数'));
  });
});
