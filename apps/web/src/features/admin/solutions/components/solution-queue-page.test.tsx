import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { dictionaryAnswer, SOLUTION } from '../solution-fixtures';
import { SolutionQueuePage } from './solution-queue-page';

const PROVIDERS = [
  { id: '4', leadUnit: '', companyId: '8', serviceProviderName: '晋云数智服务有限公司' },
  { id: '5', leadUnit: '', companyId: '9', serviceProviderName: '太行工业互联服务有限公司' },
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/dict')) return json(dictionaryAnswer(url));
    if (url.includes('/currentList')) return json({ code: 0, msg: 'ok', data: PROVIDERS });
    return json({ code: 0, msg: 'ok', data: [SOLUTION, { ...SOLUTION, id: '22', tableFlag: '1' }], total: 2 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The query of the latest queue call. */
const lastQuery = () => {
  const calls = fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/api/admin/solutions?'));
  return Object.fromEntries(new URL(calls.at(-1) ?? '', 'http://x').searchParams);
};

const open = (entry: string) => renderWithApp(<SolutionQueuePage />, { path: '/admin/solutions', entry });

/** Picks an option of a labelled Select (label and title queries: role queries over a table are slow). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
}

const button = (name: string) => screen.getByText(name, { selector: 'button *' });

/** The table row of each solution, by its name link. */
const rowsOf = async (name: string) =>
  (await screen.findAllByRole('link', { name })).map((link) => link.closest('tr') as HTMLElement);

describe('solution queue', () => {
  it('opens on 审核中 and shows each solution with its provider, scenarios in words and a link to its review', async () => {
    open('/admin/solutions');
    const [waiting, approved] = (await rowsOf(SOLUTION.solutionName)) as [HTMLElement, HTMLElement];
    expect(lastQuery()).toEqual({ status: '2', page: '1', limit: '10' });
    expect(within(waiting).getByText(SOLUTION.serviceProviderName)).toBeTruthy();
    expect(await within(waiting).findByText('生产执行、企业资源计划')).toBeTruthy();
    expect(within(waiting).getByText('审核中', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: '审核' }).getAttribute('href')).toBe('/admin/solutions/21');
    expect(within(approved).getByRole('link', { name: '查看' }).getAttribute('href')).toBe('/admin/solutions/22');
  });

  it('reads its filters from the address', async () => {
    open(`/admin/solutions?status=1&providerId=9&solutionName=${encodeURIComponent('车间')}&page=2`);
    await rowsOf(SOLUTION.solutionName);
    expect(lastQuery()).toEqual({ status: '1', providerId: '9', solutionName: '车间', page: '2', limit: '10' });
    expect((screen.getByLabelText('方案名称') as HTMLInputElement).value).toBe('车间');
  });

  it('puts the provider’s company id and the name in the address from page 1 and sends them', async () => {
    const { router } = open('/admin/solutions?page=3');
    await rowsOf(SOLUTION.solutionName);
    await choose('服务商', '太行工业互联服务有限公司');
    fireEvent.change(screen.getByLabelText('方案名称'), { target: { value: '车间' } });
    fireEvent.click(button('查询'));

    await waitFor(() =>
      expect(router.state.location.search).toBe(`?providerId=9&solutionName=${encodeURIComponent('车间')}`),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: '2', providerId: '9', solutionName: '车间', page: '1', limit: '10' }),
    );
  });

  it('sends no status for 全部, and 重置 returns to 审核中', async () => {
    const { router } = open('/admin/solutions');
    await rowsOf(SOLUTION.solutionName);
    await choose('审核状态', '全部');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '10' }));

    fireEvent.click(button('重置'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery()).toEqual({ status: '2', page: '1', limit: '10' }));
  });
});
