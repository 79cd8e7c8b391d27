import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { OwnSolutionsPage } from './own-solutions-page';
import { PROVIDER_ADMIN, PROVIDER_MEMBER, solution, stubSolutionApi } from './solution-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ROWS = [
  solution({ id: '23', solutionName: '审核中的方案', tableFlag: '2' }),
  solution({ id: '22', solutionName: '已通过的方案', tableFlag: '1' }),
  solution({ id: '21', solutionName: '被驳回的方案', tableFlag: '0', fdAddOn1: '案例数据缺少来源' }),
];
const entries = () => screen.findAllByTestId('own-solution');
// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
const buttonIn = (scope: HTMLElement, name: string) =>
  within(scope).queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const button = (name: string) => buttonIn(document.body, name);
const deleteOf = async (entry: HTMLElement) => {
  fireEvent.click(buttonIn(entry, '删除') as HTMLElement);
  await screen.findByText('确定删除吗?');
  return button('确定') as HTMLElement;
};

describe('/user/solution (portal.md 2.10)', () => {
  it('lists the entries with their status, dictionary names, and the opinion of a rejected one', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const { sent } = stubSolutionApi({ rows: ROWS });
    renderWithApp(<OwnSolutionsPage />);
    const [review, approved, rejected] = (await entries()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(review).getByText('审核中')).toBeTruthy();
    expect(within(approved).getByText('已完成')).toBeTruthy();
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(rejected).getByText('驳回意见：案例数据缺少来源')).toBeTruthy();
    expect(within(review).queryByText(/驳回意见/)).toBeNull();
    expect(await within(review).findByText('智能排产')).toBeTruthy();
    expect(within(review).getByText('煤炭')).toBeTruthy();
    expect(within(review).getByText('更新时间：2026-11-20 10:00:00')).toBeTruthy();
    const list = sent.find((call) => call.url.startsWith('/api/dtmm/plan/serviceSolution/list'));
    expect(list?.url).toContain('page=1');
    expect(list?.url).toContain('limit=10');
    expect(within(review).getByText('编辑').getAttribute('href')).toBe('/user/solutionForm?mode=edit&id=23');
    expect(button('发布方案')).toBeTruthy();
  });

  it('asks before deleting, sends one delete on a double click and shows the server msg', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    let answer: (response: Response) => void = () => {};
    const { callsTo } = stubSolutionApi({
      rows: ROWS,
      deleteAnswer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithApp(<OwnSolutionsPage />);
    const [, approved] = (await entries()) as [HTMLElement, HTMLElement];
    const ok = await deleteOf(approved);
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(callsTo('POST', 'delete/22')).toHaveLength(1));
    await waitFor(() => expect(buttonIn(approved, '删除')?.className).toContain('loading'));
    answer(json({ code: 0, msg: '删除成功' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(callsTo('POST', 'delete/')).toHaveLength(1);
  });

  it('shows the server refusing a delete that is already running', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubSolutionApi({ rows: ROWS, deleteAnswer: () => json({ code: 409, msg: '数据处理中，请勿重复提交' }, 409) });
    renderWithApp(<OwnSolutionsPage />);
    const [first] = (await entries()) as [HTMLElement];
    fireEvent.click(await deleteOf(first));
    const refusal = await screen.findByText('数据处理中，请勿重复提交');
    expect(refusal.closest('.ant-message-error')).toBeTruthy();
  });

  it('lets a USER member read the entries without publish, edit or delete', async () => {
    sessionStore.start(PROVIDER_MEMBER, PAIR);
    stubSolutionApi({ rows: ROWS });
    renderWithApp(<OwnSolutionsPage />);
    const [first] = (await entries()) as [HTMLElement];
    expect(within(first).getByText('查看').getAttribute('href')).toBe('/user/solutionForm?mode=view&id=23');
    expect(screen.queryByText('编辑')).toBeNull();
    expect(button('删除')).toBeNull();
    expect(button('发布方案')).toBeNull();
  });

  it('invites the ADMIN to publish when there is nothing yet', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubSolutionApi();
    const { router } = renderWithApp(<OwnSolutionsPage />, { path: '/user/solution' });
    expect(await screen.findByText('还没有发布解决方案')).toBeTruthy();
    const inEmpty = screen.getByText('还没有发布解决方案').closest('.ant-empty') as HTMLElement;
    fireEvent.click(buttonIn(inEmpty, '发布方案') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?mode=add'));
  });

  it('sends a company that is not a certified provider to certify, without asking for the list', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { callsTo } = stubSolutionApi({ rows: ROWS });
    const { router } = renderWithApp(<OwnSolutionsPage />, { path: '/user/solution' });
    expect(await screen.findByText('请先先完成服务商认证！')).toBeTruthy();
    expect(button('发布方案')).toBeNull();
    fireEvent.click(button('去服务商认证') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/severAuthentication'));
    expect(callsTo('GET', 'list')).toHaveLength(0);
  });
});
