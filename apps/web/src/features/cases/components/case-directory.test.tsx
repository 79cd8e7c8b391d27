import type { CaseListItem } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { CaseDirectory } from './case-directory';

const item = (id: number, caseType: string): CaseListItem => ({
  id: String(id),
  caseTitle: `${caseType}案例${id}`,
  caseSummary: '摘要',
  coverImage: '',
  caseType,
  industryCategory: '煤炭',
  companyName: '晋能控股',
  companyId: '',
  logo: '',
  constructionUnit: '',
  createTime: '2026-02-01 00:00:00',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let fetchMock: Mock<typeof fetch>;
const lastListQuery = () => {
  const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/case/list'));
  return new URL(urls.at(-1) ?? '', 'http://localhost').searchParams;
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const type = url.searchParams.get('caseType') ?? '';
    const page = Number(url.searchParams.get('page'));
    const rows = Array.from({ length: 8 }, (_, i) => item((page - 1) * 8 + i + 1, type));
    return json({ code: 0, msg: '', data: rows, total: 20 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CaseDirectory (/case)', () => {
  it('lists the first type by default, 8 a page, without an empty title filter', async () => {
    renderWithApp(<CaseDirectory />, { path: '/case', entry: '/case' });
    const card = await screen.findByRole('link', { name: /两化融合管理体系案例1/ });
    expect(card.getAttribute('href')).toBe('/case/detail?id=1');
    const query = lastListQuery();
    expect(query.get('caseType')).toBe('两化融合管理体系');
    expect(query.get('limit')).toBe('8');
    expect(query.has('caseTitle')).toBe(false);
  });

  it('keeps each page in the history, so back returns to the previous page', async () => {
    const { router } = renderWithApp(<CaseDirectory />, {
      path: '/case',
      entry: `/case?type=${encodeURIComponent('工业互联网')}`,
    });
    await screen.findByRole('heading', { name: '工业互联网案例1' });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('heading', { name: '工业互联网案例9' });
    expect(router.state.historyAction).toBe('PUSH');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(await screen.findByRole('heading', { name: '工业互联网案例1' })).toBeTruthy();
  });
});
