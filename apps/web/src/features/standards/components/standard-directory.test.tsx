import type { StandardListItem } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { StandardDirectory } from './standard-directory';

const DICTIONARIES: Record<string, { label: string; value: string }[]> = {
  'dtmm.standard.type': [
    { label: '国家标准', value: 'national' },
    { label: '团体标准', value: 'group' },
  ],
  'dtmm.standard.nature': [
    { label: '强制性', value: '强制性' },
    { label: '推荐性', value: '推荐性' },
  ],
  'dtmm.standard.status': [
    { label: '现行', value: '现行' },
    { label: '正在起草', value: '正在起草' },
  ],
};

const standard = (over: Partial<StandardListItem>): StandardListItem => ({
  id: '1',
  title: '智能制造 能力成熟度模型',
  standardType: 'national',
  standardNature: '推荐性',
  standardStatus: '现行',
  publishTime: '2025-06-01 10:00:00',
  fdAddOn1: '全国自动化系统与集成标准化技术委员会',
  pdfAttachment: '-1',
  createTime: '2025-06-01 10:00:00',
  ...over,
});
const ALL = [
  standard({}),
  standard({ id: '2', title: '工业互联网平台 选型要求', standardType: 'group', standardStatus: '正在起草' }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchMock: Mock<typeof fetch>;
const lastListQuery = () => {
  const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/standard/list'));
  return new URL(urls.at(-1) ?? '', 'http://localhost').searchParams;
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/dtmm/common/dict') {
      const code = url.searchParams.get('code') ?? '';
      return json({ code: 0, msg: '', data: { code, data: DICTIONARIES[code] ?? [] } });
    }
    const type = url.searchParams.get('standardType');
    const rows = type ? ALL.filter((s) => s.standardType === type) : ALL;
    return json({ code: 0, msg: '', data: rows, total: rows.length });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const countText = (n: number) => (_: string, node: Element | null) =>
  node?.tagName === 'P' && node.textContent === `共为你找到${n}个结果`;
const chips = (name: string) => within(screen.getByRole('group', { name: `${name}：` })).getAllByRole('button');

describe('StandardDirectory (the 标准规范 tab)', () => {
  it('offers 不限 first in each radio filter and shows the count', async () => {
    renderWithApp(<StandardDirectory />, { path: '/konwledge', entry: '/konwledge?type=2' });
    expect(await screen.findByText(countText(2))).toBeTruthy();
    for (const name of ['标准类型', '标准性质', '标准状态']) {
      await waitFor(() => expect(chips(name)).toHaveLength(3));
      expect(chips(name)[0]?.textContent).toBe('不限');
      expect(chips(name)[0]?.getAttribute('aria-pressed')).toBe('true');
    }
    const link = screen.getByRole('link', { name: '智能制造 能力成熟度模型' });
    expect(link.getAttribute('href')).toBe('/konwledge/standardDetail?id=1');
    expect(screen.getAllByText('现行')[1]?.closest('.label-tag')?.className).toContain('green');
  });

  it('sends no empty filter, sends the chosen one, and drops it again for 不限', async () => {
    const { router } = renderWithApp(<StandardDirectory />, { path: '/konwledge', entry: '/konwledge?type=2' });
    await screen.findByText(countText(2));
    const first = lastListQuery();
    for (const key of ['standardType', 'standardNature', 'standardStatus', 'title']) expect(first.has(key)).toBe(false);

    await waitFor(() => expect(chips('标准类型')).toHaveLength(3));
    fireEvent.click(
      within(screen.getByRole('group', { name: '标准类型：' })).getByRole('button', { name: '团体标准' }),
    );
    expect(await screen.findByText(countText(1))).toBeTruthy();
    expect(lastListQuery().get('standardType')).toBe('group');
    expect(router.state.location.search).toBe('?type=2&standardType=group');

    fireEvent.click(chips('标准类型')[0] as HTMLElement);
    await screen.findByText(countText(2));
    expect(lastListQuery().has('standardType')).toBe(false);
    expect(router.state.location.search).toBe('?type=2');
  });

  it('searches by a trimmed title', async () => {
    renderWithApp(<StandardDirectory />, { path: '/konwledge', entry: '/konwledge?type=2' });
    await screen.findByText(countText(2));
    const box = screen.getByRole('searchbox', { name: '标准名称' });
    fireEvent.change(box, { target: { value: '  成熟度 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastListQuery().get('title')).toBe('成熟度'));
  });
});
