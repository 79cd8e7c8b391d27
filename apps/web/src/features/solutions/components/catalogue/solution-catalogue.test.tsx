import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { SolutionCatalogue } from './solution-catalogue';
import { IMAGE_IDS, json, requestsTo, solutionItem, stubApi } from './solution-test-data';

const LIST_PATH = '/api/dtmm/plan/serviceSolution/listFull';
const ALL = [
  solutionItem(),
  solutionItem({
    id: '2',
    solutionName: '冶金数据治理方案',
    serviceProviderName: '山西汾水数据科技有限公司',
    serviceCategory: 's3',
    serviceTarget: 'metal',
    solutionImage: '',
  }),
];

let fetchMock: Mock<typeof fetch>;
const lastListQuery = () => requestsTo(fetchMock, LIST_PATH).at(-1)?.searchParams ?? new URLSearchParams();

beforeEach(() => {
  fetchMock = stubApi((url) => {
    const has = (key: string, field: string) =>
      !url.searchParams.has(key) || field.split(',').includes(url.searchParams.get(key) ?? '');
    const rows = ALL.filter(
      (s) =>
        has('serviceCategory', s.serviceCategory) &&
        has('serviceTarget', s.serviceTarget) &&
        s.solutionName.includes(url.searchParams.get('solutionName') ?? ''),
    );
    return json({ code: 0, msg: '', data: rows, total: rows.length });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderCatalogue = () =>
  renderWithApp(<SolutionCatalogue />, { path: '/empowerment/provider', entry: '/empowerment/provider' });
const countText = (n: number) => (_: string, node: Element | null) =>
  node?.tagName === 'P' && node.textContent === `共为你找到${n}个结果`;
const chips = (label: string) => within(screen.getByRole('group', { name: `${label}：` })).getAllByRole('button');

describe('SolutionCatalogue (/empowerment/provider)', () => {
  it('asks for approved solutions only, without empty filters, and shows the count and the cards', async () => {
    renderCatalogue();
    expect(await screen.findByText(countText(2))).toBeTruthy();
    const query = lastListQuery();
    expect(query.get('tableFlag')).toBe('1');
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('10');
    for (const key of ['serviceCategory', 'serviceTarget', 'solutionName']) expect(query.has(key)).toBe(false);

    const card = screen.getByRole('link', { name: /焦炉智能加热解决方案/ });
    expect(card.getAttribute('href')).toBe('/empowerment/provider/detail?id=1');
    const inCard = within(card);
    expect(inCard.getByText('山西龙城工业互联网有限公司')).toBeTruthy();
    expect(await inCard.findByText('场景1')).toBeTruthy();
    expect(inCard.getByText('场景2')).toBeTruthy();
    expect(inCard.getByText('应用行业：焦化、冶金')).toBeTruthy();
    expect(inCard.getByText('面向焦化企业的加热优化方案。')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(`/api/dtmm/common/file/download/${IMAGE_IDS[0]}`);
    // A solution without images gets the placeholder, not a broken image.
    expect(screen.getByRole('link', { name: /冶金数据治理方案/ }).querySelector('img')).toBeNull();
  });

  it('sends the chosen scenario, industry and name, and 不限 drops the filter again', async () => {
    renderCatalogue();
    await screen.findByText(countText(2));
    await waitFor(() => expect(chips('服务场景').length).toBeGreaterThan(1));
    expect(chips('服务场景')[0]?.textContent).toBe('不限');
    expect(chips('服务行业')[0]?.textContent).toBe('不限');

    fireEvent.click(screen.getByRole('button', { name: '场景3' }));
    expect(await screen.findByText(countText(1))).toBeTruthy();
    expect(lastListQuery().get('serviceCategory')).toBe('s3');
    expect(screen.queryByText('焦炉智能加热解决方案')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '冶金' }));
    await waitFor(() => expect(lastListQuery().get('serviceTarget')).toBe('metal'));
    expect(lastListQuery().get('serviceCategory')).toBe('s3');

    const box = screen.getByRole('searchbox', { name: '解决方案名称' });
    fireEvent.change(box, { target: { value: ' 数据 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastListQuery().get('solutionName')).toBe('数据'));

    fireEvent.click(chips('服务场景')[0] as HTMLElement);
    await waitFor(() => expect(lastListQuery().has('serviceCategory')).toBe(false));
    expect(lastListQuery().get('serviceTarget')).toBe('metal');
  });

  it('folds the scenarios behind 更多 and unfolds them with 收起', async () => {
    renderCatalogue();
    await waitFor(() => expect(chips('服务场景')).toHaveLength(9)); // 不限 + 8
    expect(screen.getAllByRole('button', { name: /更多/ })).toHaveLength(1); // industries do not fold
    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(chips('服务场景')).toHaveLength(13);
    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(chips('服务场景')).toHaveLength(9);
  });
});
