import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { AssessmentListPage } from './assessment-list-page';

const row = (id: string, status: '0' | '1' | '2', companyName: string) => ({
  id,
  companyId: '7',
  companyName,
  socialCreditCode: '91140100000000301X',
  cityCode: '1401',
  cityName: '太原市',
  industryCode: 'C',
  industryName: '制造业',
  answerType: '0',
  assessmentType: '1',
  status,
  levelText: status === '0' ? '-' : '三级 · 系统集成',
  digitalTransformationLevel: status === '0' ? null : 'L4',
  totalScore: status === '0' ? null : 61.5,
  createTime: '2026-11-02 10:00:00',
  completedTime: status === '0' ? null : '2026-11-03 10:00:00',
  withdrawnTime: status === '2' ? '2026-11-20 10:00:00' : null,
  withdrawReason: status === '2' ? '数据填报有误' : null,
});
const ROWS = [row('31', '1', '晋城数智科技'), row('32', '0', '太原精工制造'), row('33', '2', '大同煤业装备')];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).includes('/api/admin/assessments')
      ? json({ code: 0, msg: 'ok', data: ROWS, total: 3 })
      : json({ code: 0, msg: 'ok', data: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The query of the latest list call. */
const lastQuery = () => {
  const url = fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => u.includes('/api/admin/assessments?'))
    .at(-1);
  return Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
};

const open = (entry: string) => renderWithApp(<AssessmentListPage />, { path: '/admin/assessments', entry });

describe('评估记录', () => {
  it('opens newest first and links a completed record, and only it, to its report', async () => {
    open('/admin/assessments');
    await screen.findByText('晋城数智科技');
    expect(lastQuery()).toEqual({ page: '1', limit: '10' });
    const links = screen.getAllByRole('link', { name: '查看报告' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/evaluationReport/31']);
    expect(screen.getByText('数据填报有误')).toBeTruthy();
  });

  it('sends the filters and sort the address holds, as the export does', async () => {
    const filters = { year: '2025', cityCode: '1401', industryCode: 'C', answerType: '2', status: '1', level: '3' };
    const search = new URLSearchParams({ ...filters, keyword: '煤业', sidx: 'totalScore', sord: 'asc', page: '2' });
    open(`/admin/assessments?${search}`);
    await screen.findByText('晋城数智科技');
    expect(lastQuery()).toEqual({
      ...filters,
      keyword: '煤业',
      sidx: 'totalScore',
      sord: 'asc',
      page: '2',
      limit: '10',
    });
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('煤业');

    fireEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/exports/assessments?'))).toBe(true),
    );
    const exported = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/exports/assessments?'))?.[0]);
    const { page: _page, limit: _limit, ...listFilters } = lastQuery();
    expect(Object.fromEntries(new URL(exported, 'http://x').searchParams)).toMatchObject(listFilters);
  });

  it('starts a search from page 1 and 重置 clears it', async () => {
    const { router } = open('/admin/assessments?page=3&status=2');
    await screen.findByText('晋城数智科技');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '91140100000000301X' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=2&keyword=91140100000000301X'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: '2', keyword: '91140100000000301X', page: '1', limit: '10' }),
    );

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));
  });
});
