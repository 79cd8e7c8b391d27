import { solutionMessages as M, type SolutionStatus } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { dictionaryAnswer, SOLUTION_DETAIL } from '../solution-fixtures';
import { SolutionReviewPage } from './solution-review-page';

let fetchMock: Mock<typeof fetch>;
/** The entry's status before a decision, the answer of the decision call, and the status read after it. */
let status: SolutionStatus;
let decision: { body: unknown; status: number; after: SolutionStatus };
let decided = false;

beforeEach(() => {
  status = '2';
  decided = false;
  decision = { body: { code: 0, msg: M.approved }, status: 200, after: '1' };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      decided = true;
      return json(decision.body, decision.status);
    }
    if (url.includes('/dict')) return json(dictionaryAnswer(url));
    return json({ code: 0, msg: 'ok', data: { ...SOLUTION_DETAIL, tableFlag: decided ? decision.after : status } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const reads = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/admin/solutions/21'));
const open = () =>
  renderWithApp(<SolutionReviewPage />, { path: '/admin/solutions/:id', entry: '/admin/solutions/21' });
// Text queries: role queries over the whole page cost seconds each under jsdom.
const button = (name: string) => screen.findByText(name, { selector: 'button *' });
const noButton = (name: string) => screen.queryByText(name, { selector: 'button *' });

describe('solution review', () => {
  it('shows every field in words, the sanitised technical plan, the images and the history', async () => {
    const { container } = open();
    expect(await screen.findByText(SOLUTION_DETAIL.solutionName, { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText(SOLUTION_DETAIL.serviceProviderName)).toBeTruthy();
    expect(screen.getByText(SOLUTION_DETAIL.companyName)).toBeTruthy();
    expect(screen.getByText(SOLUTION_DETAIL.contactPhone)).toBeTruthy();
    expect(await screen.findByText('生产执行、企业资源计划')).toBeTruthy();
    expect(await screen.findByText('通用设备制造业')).toBeTruthy();
    expect(await screen.findByText('晋城市')).toBeTruthy();
    for (const text of ['solutionDescription', 'solutionIntroduction', 'applicationValue', 'classicCases'] as const)
      expect(screen.getByText(SOLUTION_DETAIL[text])).toBeTruthy();

    expect(screen.getByText('设备联网')).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    const images = screen.getAllByAltText(/^方案图片/) as HTMLImageElement[];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/dtmm/common/file/download/f-one',
      '/api/dtmm/common/file/download/f-two',
    ]);

    const history = within(screen.getByText('审核记录').closest('.ant-card') as HTMLElement);
    expect(history.getAllByText(/提交审核 · jy_admin/)).toHaveLength(2);
    expect(history.getByText(/驳回 · operator/)).toBeTruthy();
    expect(history.getByText('2026-11-02 11:00:00')).toBeTruthy();
    expect(history.getByText('驳回意见：请补充典型案例')).toBeTruthy();
    expect(noButton('下架')).toBeNull();
  });

  it.each([
    {
      action: '驳回',
      from: '2',
      label: '驳回意见',
      required: M.opinionRequired,
      words: '  方案图片不清晰  ',
      sent: { path: 'reject', body: { opinion: '方案图片不清晰' } },
      answer: M.rejected,
      others: ['下架'],
    },
    {
      action: '下架',
      from: '1',
      label: '下架原因',
      required: M.reasonRequired,
      words: '案例信息失实',
      sent: { path: 'unpublish', body: { reason: '案例信息失实' } },
      answer: M.unpublished,
      others: ['通过', '驳回'],
    },
  ] as const)(
    '$action (status $from only) asks for the $label, sends nothing without it and sends it once',
    async (move) => {
      status = move.from;
      decision = { body: { code: 0, msg: move.answer }, status: 200, after: '0' };
      open();
      fireEvent.click(await button(move.action));
      for (const other of move.others) expect(noButton(other)).toBeNull();
      const send = await button(`确认${move.action}`);
      fireEvent.click(send);
      expect(await screen.findByText(move.required)).toBeTruthy();
      expect(posts()).toHaveLength(0);

      fireEvent.change(screen.getByLabelText(move.label), { target: { value: move.words } });
      fireEvent.click(send);
      fireEvent.click(send);
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(String(posts()[0]?.[0])).toContain(`/api/admin/solutions/21/${move.sent.path}`);
      expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual(move.sent.body);
      expect(await screen.findByText(move.answer, { selector: '.ant-message *' })).toBeTruthy();
      await waitFor(() => expect(noButton(move.action)).toBeNull());
      expect(posts()).toHaveLength(1);
    },
  );

  it('approves once however often 确定 is pressed, then shows the approved state with 下架', async () => {
    open();
    fireEvent.click(await button('通过'));
    const confirm = await button('确定');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toContain('/api/admin/solutions/21/approve');
    expect(await screen.findByText(M.approved)).toBeTruthy();
    expect(await button('下架')).toBeTruthy();
    expect(noButton('通过')).toBeNull();
    expect(screen.getByText('已完成', { selector: '.ant-tag' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });

  it('shows the server’s message when the entry changed meanwhile, and reloads to its new state', async () => {
    decision = { body: { code: 409, msg: M.changed }, status: 409, after: '0' };
    open();
    fireEvent.click(await button('通过'));
    fireEvent.click(await button('确定'));
    expect(await screen.findByText(M.changed)).toBeTruthy();
    await waitFor(() => expect(reads().length).toBeGreaterThan(1));
    await waitFor(() => expect(noButton('通过')).toBeNull());
    expect(screen.getByText('已驳回', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('offers no move on a rejected entry and shows its opinion', async () => {
    status = '0';
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/dict')) return json(dictionaryAnswer(url));
      return json({ code: 0, msg: 'ok', data: { ...SOLUTION_DETAIL, tableFlag: '0', fdAddOn1: '请补充典型案例' } });
    });
    open();
    expect(await screen.findByText('已驳回', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('驳回意见：请补充典型案例', { selector: '.ant-alert *' })).toBeTruthy();
    expect(screen.queryByText('审核操作')).toBeNull();
    for (const name of ['通过', '驳回', '下架']) expect(noButton(name)).toBeNull();
  });
});
