import type { NewsListItem } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { NewsCentre } from './news-centre';

const CATEGORIES = [
  { label: '政策资讯', value: '政策资讯' },
  { label: '行业资讯', value: '行业资讯' },
  { label: '通知公告', value: '通知公告' },
  { label: '“1”企业数字化转型专题', value: '551' },
];
const item = (id: string, category: string): NewsListItem => ({
  id,
  title: `${category}标题${id}`,
  summary: '摘要',
  publishTime: '2026-03-05 09:30:00',
  category,
  author: '',
  source: '省工信厅',
  createTime: '2026-03-05 09:30:00',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let fetchMock: Mock<typeof fetch>;
const lastListQuery = () => {
  const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/news/list'));
  return new URL(urls.at(-1) ?? '', 'http://localhost').searchParams;
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/dtmm/common/dict')
      return json({ code: 0, msg: '', data: { code: '', data: CATEGORIES } });
    const category = url.searchParams.get('category') ?? '';
    return json({ code: 0, msg: '', data: [item('1', category)], total: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsCentre (/infoGovernment)', () => {
  it('lists the categories without 551 and opens 政策资讯 by default', async () => {
    renderWithApp(<NewsCentre />, { path: '/infoGovernment', entry: '/infoGovernment' });
    const nav = await screen.findByRole('navigation', { name: '新闻资讯' });
    await waitFor(() => expect(nav.querySelectorAll('a')).toHaveLength(3));
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['政策资讯', '行业资讯', '通知公告']);
    const link = await screen.findByRole('link', { name: /政策资讯标题1/ });
    expect(link.getAttribute('href')).toBe(
      '/infoGovernment/detail?id=1&parentsName=%E6%96%B0%E9%97%BB%E8%B5%84%E8%AE%AF',
    );
    expect(screen.getByText('2026-03-05')).toBeTruthy();
    const query = lastListQuery();
    expect(query.get('category')).toBe('政策资讯');
    expect(query.get('limit')).toBe('10');
    expect(query.has('year')).toBe(false);
    expect(query.has('title')).toBe(false);
  });

  it('lists the category of the type query and filters by year', async () => {
    const { router } = renderWithApp(<NewsCentre />, {
      path: '/infoGovernment',
      entry: `/infoGovernment?type=${encodeURIComponent('行业资讯')}`,
    });
    await screen.findByRole('link', { name: /行业资讯标题1/ });
    expect(lastListQuery().get('category')).toBe('行业资讯');
    router.navigate(`/infoGovernment?type=${encodeURIComponent('行业资讯')}&year=2024`);
    await waitFor(() => expect(lastListQuery().get('year')).toBe('2024'));
  });

  it('offers 全部年份 and the last 31 years', async () => {
    renderWithApp(<NewsCentre />, { path: '/infoGovernment', entry: '/infoGovernment' });
    await screen.findByRole('link', { name: /政策资讯标题1/ });
    const select = screen.getByRole('combobox', { name: '发布年份' });
    const year = new Date().getFullYear();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(32);
    expect(options[0]).toBe('全部年份');
    expect(options[1]).toBe(`${year}年`);
    expect(options.at(-1)).toBe(`${year - 30}年`);
    fireEvent.change(select, { target: { value: String(year - 1) } });
    await waitFor(() => expect(lastListQuery().get('year')).toBe(String(year - 1)));
  });
});
