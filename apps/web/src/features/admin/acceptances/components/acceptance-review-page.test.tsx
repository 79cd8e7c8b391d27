import { type FormalStatus, FORMAL_MESSAGES as M } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { okOf, type SentCall, stubFetch, stubUploads } from '@/features/formal-assessment/formal-fixtures';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { PROVIDERS, reviewOf } from '../acceptance-fixtures';
import { AcceptanceReviewPage } from './acceptance-review-page';

const DETAIL = '/api/admin/acceptances/31';
/** The status read before a decision and after it, and the decision call's answer. */
let status: FormalStatus;
let after: FormalStatus;
let answer: { body: unknown; status: number };
let decided = false;
let callsTo: (method: string, path: string) => SentCall[];

beforeEach(() => {
  sessionStore.start({ ...USER, isOperator: true }, PAIR);
  status = '0';
  after = '1';
  decided = false;
  answer = { body: { code: 0, msg: M.accepted, data: null }, status: 200 };
  ({ callsTo } = stubFetch((url, method) => {
    if (url.startsWith('/api/dtmm/plan/serviceProvider/currentList')) return okOf(PROVIDERS);
    if (url.startsWith('/api/dtmm/common/file/')) return okOf({ fileName: '正式评估报告.pdf' });
    if (method === 'POST' && url.startsWith(`${DETAIL}/`)) {
      decided = true;
      return json(answer.body, answer.status);
    }
    if (url === DETAIL) return okOf(reviewOf({ status: decided ? after : status }));
    // The phone in full only when asked for (the server audits it).
    if (url === `${DETAIL}?unmask=1`) {
      const review = reviewOf({ status });
      return okOf({ ...review, company: { ...review.company, contactPhone: '13500000003' } });
    }
    return undefined;
  }));
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithApp(<AcceptanceReviewPage />, { path: '/admin/acceptances/:id', entry: '/admin/acceptances/31' });
// Text queries: role queries over the whole page cost seconds each under jsdom.
const button = (name: string) => screen.findByText(name, { selector: 'button *' });
const noButton = (name: string) => screen.queryByText(name, { selector: 'button *' });
const posts = () => callsTo('POST', `${DETAIL}/`);
const dialog = async (title: string) =>
  within((await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement);

describe('/admin/acceptances/:id', () => {
  it("shows the company's phone masked, in full when the reviewer asks while the application is handled", async () => {
    open();
    expect(await screen.findByText('135****0003')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('显示完整号码'));
    expect(await screen.findByText('13500000003')).toBeTruthy();
    expect(callsTo('GET', `${DETAIL}?unmask=1`)).toHaveLength(1);
  });

  it('offers no full phone once the application is decided', async () => {
    status = '3';
    open();
    expect(await screen.findByText('135****0003')).toBeTruthy();
    expect(screen.queryByLabelText('显示完整号码')).toBeNull();
  });

  it('shows the application, the company, the latest self-assessment, the evidence and the history', async () => {
    open();
    expect(await screen.findByText('数字化转型诊断服务平台 · 晋数科技有限公司', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('希望专家重点评估生产计划排程与采购协同的建设情况。')).toBeTruthy();
    expect(screen.getByText('太原市小店区长治路 288 号')).toBeTruthy();
    expect(screen.getByText('100-299人')).toBeTruthy();
    const latest = within(screen.getByText('最近一次自评估结果').closest('.ant-card') as HTMLElement);
    expect(latest.getByText('数字化基础')).toBeTruthy();
    expect(latest.getByText('0.45')).toBeTruthy();
    expect(latest.getByText('48.50')).toBeTruthy();
    const evidence = within(screen.getByText('佐证材料').closest('.ant-card') as HTMLElement);
    expect(evidence.getByText('数字化转型规划.pdf').closest('a')?.getAttribute('href')).toBe(
      '/api/dtmm/common/file/download/f-plan?access_token=a1',
    );
    expect(evidence.getByAltText('战略研讨会.png')).toBeTruthy();
    expect(screen.getByText(/提交申请 · js_admin/)).toBeTruthy();
    expect(screen.getByText('申请等级：三级 系统集成；评估次数：1')).toBeTruthy();
    expect(
      screen.getByText(/陪跑服务商：晋云数智服务有限公司、龙城工业互联网有限公司/, { selector: '.ant-alert *' }),
    ).toBeTruthy();
    expect(noButton('录入评估结果')).toBeNull();
  });

  it('受理 asks for the date and an assessor other than the companion provider, then sends them once', async () => {
    open();
    fireEvent.click(await button('受理'));
    const modal = await dialog('受理正式评估申请');
    fireEvent.click(await button('确认受理'));
    expect(await modal.findByText(M.scheduledDate)).toBeTruthy();
    expect(await modal.findByText(M.assessor)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    // The picker takes a typed date once it is open and Enter is pressed.
    const date = modal.getByLabelText('评估日期');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2026-12-03' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    fireEvent.mouseDown(modal.getByLabelText('评估机构'));
    const companion = (await screen.findAllByTitle('晋云数智服务有限公司（551陪跑服务商）')).at(-1) as HTMLElement;
    expect(companion.closest('.ant-select-item-option-disabled')).toBeTruthy();
    // Every provider the server would refuse is disabled, the earlier companion too (issue 30).
    const earlier = (await screen.findAllByTitle('龙城工业互联网有限公司（551陪跑服务商）')).at(-1) as HTMLElement;
    expect(earlier.closest('.ant-select-item-option-disabled')).toBeTruthy();
    fireEvent.click((await screen.findAllByTitle('太行工业互联服务有限公司')).at(-1) as HTMLElement);
    const send = await button('确认受理');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe(`${DETAIL}/accept`);
    expect(posts()[0]?.body).toEqual({ scheduledDate: '2026-12-03', assessor: '9' });
    expect(await screen.findByText(M.accepted, { selector: '.ant-message *' })).toBeTruthy();
    expect(await button('录入评估结果')).toBeTruthy();
    expect(noButton('不予受理')).toBeNull();
  }, 40_000); // a date picker, a select and two modal renders are slow to drive in jsdom

  it('不予受理 sends nothing without a reason, then the reason once', async () => {
    after = '2';
    answer = { body: { code: 0, msg: M.rejected, data: null }, status: 200 };
    open();
    fireEvent.click(await button('不予受理'));
    const send = await button('确认不予受理');
    fireEvent.click(send);
    expect(await screen.findByText(M.rejectReason)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('不予受理原因'), { target: { value: ' 申请备注未说明评估范围 ' } });
    fireEvent.click(send);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe(`${DETAIL}/reject`);
    expect(posts()[0]?.body).toEqual({ reason: '申请备注未说明评估范围' });
    expect(await screen.findByText(M.rejected, { selector: '.ant-message *' })).toBeTruthy();
    await waitFor(() => expect(noButton('受理')).toBeNull());
  });

  it('录入评估结果 asks for the level and the report PDF, then sends them', async () => {
    status = '1';
    after = '3';
    answer = { body: { code: 0, msg: M.completed, data: null }, status: 200 };
    const { purposes } = stubUploads();
    open();
    fireEvent.click(await button('录入评估结果'));
    const modal = await dialog('录入评估结果');
    fireEvent.click(await button('确认录入'));
    expect(await modal.findByText(M.resultLevel)).toBeTruthy();
    expect(await modal.findByText(M.reportFile)).toBeTruthy();

    fireEvent.mouseDown(modal.getByLabelText('评估结果等级'));
    fireEvent.click((await screen.findAllByTitle('四级 · 协同优化')).at(-1) as HTMLElement);
    const input = document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], '正式评估报告.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(purposes).toEqual(['report']));
    await waitFor(() => expect(modal.queryByText(M.reportFile)).toBeNull());
    fireEvent.click(await button('确认录入'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe(`${DETAIL}/complete`);
    expect(posts()[0]?.body).toEqual({ resultLevel: 4, reportFileId: 'up-1' });
    expect(await screen.findByText(M.completed, { selector: '.ant-message *' })).toBeTruthy();
  }, 40_000);

  it('shows the conflict when the application changed meanwhile and reloads to its new state', async () => {
    after = '2';
    answer = { body: { code: 409, msg: M.conflict, data: null }, status: 409 };
    open();
    fireEvent.click(await button('不予受理'));
    fireEvent.change(await screen.findByLabelText('不予受理原因'), { target: { value: '材料不全' } });
    fireEvent.click(await button('确认不予受理'));
    expect(await screen.findByText(M.conflict)).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', DETAIL).length).toBeGreaterThan(1));
    expect(await screen.findByText('未通过受理', { selector: '.ant-tag' })).toBeTruthy();
    expect(noButton('受理')).toBeNull();
  });
});
