import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRow as rowOf } from '@/features/assessment/results/result-fixtures';
import { applicationOf, okOf, stubFetch } from '@/features/formal-assessment/formal-fixtures';
import { renderWithApp } from '@/test/render-with-app';
import { AcceptanceQueuePage } from './acceptance-queue-page';

afterEach(() => vi.unstubAllGlobals());

const QUEUE = '/api/admin/acceptances';
const ROWS = [
  applicationOf(),
  applicationOf({ id: '32', status: '3', statusLabel: '已完成', selfAssessment: null, resultLevel: 3 }),
];
const stubQueue = () => stubFetch((url) => (url.startsWith(`${QUEUE}?`) ? okOf(ROWS, { total: 2 }) : undefined));
const open = (entry: string) => renderWithApp(<AcceptanceQueuePage />, { path: QUEUE.replace('/api', ''), entry });
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

/** Picks an option of a labelled Select (label and title queries: role queries over a table are slow). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
}
const button = (name: string) => screen.getByText(name, { selector: 'button *' });

describe('/admin/acceptances', () => {
  it('opens on 待受理 and shows company, type, levels, status and a link to the review', async () => {
    const { callsTo } = stubQueue();
    open('/admin/acceptances');
    const pending = await rowOf('31');
    expect(queryOf(callsTo('GET', QUEUE)[0]?.url)).toEqual({ status: '0', page: '1', limit: '10' });
    expect(within(pending).getByText('晋数科技有限公司')).toBeTruthy();
    expect(within(pending).getByText('91140100MA0K123456')).toBeTruthy();
    expect(within(pending).getByText('数字化转型诊断服务平台')).toBeTruthy();
    expect(within(pending).getByText('三级 · 系统集成')).toBeTruthy();
    expect(within(pending).getByText('二级 · 场景应用')).toBeTruthy();
    expect(within(pending).getByText('待受理', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(pending).getByText('审核').getAttribute('href')).toBe('/admin/acceptances/31');
    const done = await rowOf('32');
    expect(within(done).getByText('未自评')).toBeTruthy();
    expect(within(done).getByText('查看').getAttribute('href')).toBe('/admin/acceptances/32');
  });

  it('sends the status, type and keyword it is given, and no status for 全部', async () => {
    const { callsTo } = stubQueue();
    const { router } = open('/admin/acceptances?page=2');
    await rowOf('31');
    await choose('受理状态', '全部');
    await choose('评估类型', 'DCMM数据管理能力成熟度评估');
    fireEvent.change(screen.getByLabelText('企业'), { target: { value: '晋数' } });
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?status=all&assessmentType=dcmm&keyword=${encodeURIComponent('晋数')}`,
      ),
    );
    await waitFor(() =>
      expect(queryOf(callsTo('GET', QUEUE).at(-1)?.url)).toEqual({
        assessmentType: 'dcmm',
        keyword: '晋数',
        page: '1',
        limit: '10',
      }),
    );
  }, 30_000); // two selects over a table are slow to drive in jsdom
});
