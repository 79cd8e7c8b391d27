import { PLEDGE_TEXT } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { addressOf } from '../../intro/intro-test-data';
import { LEVEL_ONE_RECORD, stubDcmmApi } from '../dcmm-fixtures';
import { draftKey } from './dcmm-draft';
import { DcmmQuestionnairePage } from './dcmm-questionnaire-page';

const PATH = '/severcenter/dcmmQuestionbank';
const DRAFT_B = draftKey(COMPANY_USER.userId, 'B');

beforeEach(() => {
  sessionStore.start(COMPANY_USER, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const open = (search = '?partyType=B') =>
  renderWithApp(<DcmmQuestionnairePage />, { path: PATH, entry: `${PATH}${search}` });
const cards = () => screen.findAllByTestId('question-card');
const card = async (index: number) => (await cards())[index] as HTMLElement;
const count = (name: 'total' | 'answered' | 'open') => screen.getByTestId(`count-${name}`).textContent;
// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
const button = (name: string) =>
  screen.getByText(name, { selector: 'button span, a span' }).closest('button, a') as HTMLElement;
const choose = async (index: number, label: RegExp | string) =>
  fireEvent.click(within(await card(index)).getByLabelText(label));

/** The open 真实性承诺 modal, found by its first sentence. */
const pledgeModal = async () => (await screen.findByText(PLEDGE_TEXT[0])).closest('.ant-modal') as HTMLElement;
const modalButton = (modal: HTMLElement, name: string) =>
  within(modal).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/** 提交, then tick 我已阅读并承诺 and 确认 in the pledge modal. */
async function submitWithPledge() {
  fireEvent.click(button('提交'));
  const modal = await pledgeModal();
  fireEvent.click(within(modal).getByLabelText('我已阅读并承诺'));
  fireEvent.click(modalButton(modal, '确认'));
}

/** Answers every question: B on the four single choices, A and B on the multiple choice. */
async function answerAll() {
  for (const index of [0, 1, 2, 3]) await choose(index, /^B\. /);
  await choose(4, 'A. 数据分类分级');
  await choose(4, 'B. 访问权限管理');
}

describe('the DCMM questionnaire (assessment.md 2, DCMM questionnaire)', () => {
  it('counts the answered questions and greens their numbers; a number jumps to its question', async () => {
    stubDcmmApi();
    open();
    expect(await cards()).toHaveLength(5);
    expect(screen.getByText('数据服务方')).toBeTruthy();
    // Headings in order under the page's h1: each question an h2, each capability area of the check an h3.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
    expect([count('total'), count('answered'), count('open')]).toEqual(['5 题', '0', '5']);
    await choose(1, /^A\. /);
    expect([count('answered'), count('open')]).toEqual(['1', '4']);
    const grid = screen.getByLabelText('题号');
    expect(within(grid).getByText('2').className).toContain('number-grid__item--answered');
    expect(within(grid).getByText('1').className).not.toContain('answered');
    fireEvent.click(within(grid).getByText('4'));
    expect(document.activeElement?.id).toBe('question-4');
  });

  it('keeps the exclusive “none” option alone on a multiple choice', async () => {
    stubDcmmApi();
    open();
    const security = await card(4);
    fireEvent.click(within(security).getByLabelText('A. 数据分类分级'));
    fireEvent.click(within(security).getByLabelText('C. 数据备份与恢复'));
    fireEvent.click(within(security).getByLabelText('D. 以上均未实现'));
    const checked = (label: string) => (within(security).getByLabelText(label) as HTMLInputElement).checked;
    expect([checked('A. 数据分类分级'), checked('C. 数据备份与恢复'), checked('D. 以上均未实现')]).toEqual([
      false,
      false,
      true,
    ]);
    fireEvent.click(within(security).getByLabelText('B. 访问权限管理'));
    expect([checked('B. 访问权限管理'), checked('D. 以上均未实现')]).toEqual([true, false]);
  });

  it('refuses to submit while a question is open and jumps to the first open one', async () => {
    const { callsTo } = stubDcmmApi();
    open();
    await choose(0, /^A\. /);
    fireEvent.click(button('提交'));
    expect(await screen.findByText('请先完成所有题目！')).toBeTruthy();
    expect(document.activeElement?.id).toBe('question-2');
    expect(callsTo('POST', '/api/dtmm/answer/add')).toHaveLength(0);
  });

  it('takes the self-check all or not at all', async () => {
    const { callsTo } = stubDcmmApi();
    open();
    await answerAll();
    fireEvent.click(screen.getByText('能力自查（选填，不作为认证等级）'));
    fireEvent.click(screen.getByText('部门层面有数据工作计划。'));
    expect(screen.getByText('已填 1/2')).toBeTruthy();
    fireEvent.click(button('提交'));
    expect(await screen.findByText('请完成全部能力域的自查，或不填写自查')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('capability-C2'));
    expect(callsTo('POST', '/api/dtmm/answer/add')).toHaveLength(0);

    fireEvent.click(button('清空自查'));
    expect(screen.getByText('已填 0/2')).toBeTruthy();
    await submitWithPledge();
    await waitFor(() => expect(callsTo('POST', '/api/dtmm/answer/add')).toHaveLength(1));
    expect(callsTo('POST', '/api/dtmm/answer/add')[0]?.body).not.toHaveProperty('capability');
  });

  it('submits the answers and the self-check, then says 你已达到 and the level', async () => {
    const { callsTo } = stubDcmmApi();
    const { router } = open();
    await answerAll();
    fireEvent.click(screen.getByText('能力自查（选填，不作为认证等级）'));
    fireEvent.click(screen.getByText('部门层面有数据工作计划。'));
    fireEvent.click(screen.getByText('全单位统一了数据安全制度和分级保护。'));
    expect(sessionStorage.getItem(DRAFT_B)).not.toBeNull();
    await submitWithPledge();
    const dialog = (await screen.findByText('你已达到')).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('你已达到')).toBeTruthy();
    expect(within(dialog).getByText('二级 受管理级')).toBeTruthy();
    expect(callsTo('POST', '/api/dtmm/answer/add')[0]?.body).toEqual({
      dcmmPartyType: 'B',
      answerType: '1',
      status: '1',
      answers: { D01: 'B', D02: 'B', D03: 'B', D04: 'B', D05: 'A,B' },
      capability: { C1: 2, C2: 3 },
      pledgeVersion: 1,
    });
    expect(sessionStorage.getItem(DRAFT_B)).toBeNull();
    expect(within(dialog).getByText('返回评估列表').closest('a')?.getAttribute('href')).toBe(
      '/user/digitalization?paneName=dcmm',
    );
    fireEvent.click(within(dialog).getByText('查看结果'));
    await waitFor(() => expect(addressOf(router)).toBe('/evaluationResultsCenter?type=dcmm&id=7'));
  });

  it('names level 1 in the modal as the server computed it', async () => {
    stubDcmmApi({ submit: () => json({ code: 0, msg: '提交成功', data: LEVEL_ONE_RECORD }) });
    open();
    await answerAll();
    await submitWithPledge();
    expect(((await screen.findByText('你已达到')).closest('[role="dialog"]') as HTMLElement).textContent).toContain(
      '一级 初始级',
    );
  });

  it('shows a refusal in the server’s words and keeps the answers', async () => {
    stubDcmmApi({ submit: () => json({ code: 400, msg: '答案选项不存在，请刷新页面后重新作答' }, 400) });
    open();
    await answerAll();
    await submitWithPledge();
    expect(await screen.findByText('答案选项不存在，请刷新页面后重新作答')).toBeTruthy();
    expect(screen.queryByText('你已达到')).toBeNull();
    expect(count('answered')).toBe('5');
    expect(sessionStorage.getItem(DRAFT_B)).not.toBeNull();
  });

  it('asks for the 真实性承诺 at 提交 and sends nothing before it is ticked and confirmed (issue 29 §2)', async () => {
    const { callsTo } = stubDcmmApi();
    open();
    await answerAll();
    fireEvent.click(button('提交'));
    const modal = await pledgeModal();
    for (const sentence of PLEDGE_TEXT) expect(within(modal).getByText(sentence)).toBeTruthy();
    expect(modalButton(modal, '确认').disabled).toBe(true);
    fireEvent.click(modalButton(modal, '取消'));
    await waitFor(() => expect(modal.closest('.ant-modal-wrap')?.getAttribute('style')).toContain('display: none'));
    expect(callsTo('POST', '/api/dtmm/answer/add')).toHaveLength(0);
    expect(sessionStorage.getItem(DRAFT_B)).not.toBeNull();

    await submitWithPledge();
    await waitFor(() => expect(callsTo('POST', '/api/dtmm/answer/add')).toHaveLength(1));
    expect(callsTo('POST', '/api/dtmm/answer/add')[0]?.body).toMatchObject({ pledgeVersion: 1 });
    expect(await screen.findByText('你已达到')).toBeTruthy();
  });

  it('keeps the answers of each party type across a reload', async () => {
    stubDcmmApi();
    sessionStorage.setItem(
      DRAFT_B,
      JSON.stringify({ answers: { D01: ['C'], D05: ['A', 'X'], D99: ['A'] }, capability: {} }),
    );
    open();
    expect((within(await card(0)).getByLabelText(/^C\. /) as HTMLInputElement).checked).toBe(true);
    expect(count('answered')).toBe('2');
    expect((within(await card(4)).getByLabelText('A. 数据分类分级') as HTMLInputElement).checked).toBe(true);
  });

  it('asks for the party type when the address has none', async () => {
    stubDcmmApi();
    const { router } = open('?partyType=X');
    expect(screen.queryByTestId('question-card')).toBeNull();
    fireEvent.click(screen.getByLabelText('数据拥有方'));
    await waitFor(() => expect(addressOf(router)).toBe(`${PATH}?partyType=A`));
    expect(await cards()).toHaveLength(5);
  });

  it('asks a user without a certified company to certify first', () => {
    sessionStore.start(USER, PAIR);
    stubDcmmApi();
    open();
    expect(screen.getByText('您还未认证，请先进行企业认证！')).toBeTruthy();
    expect(screen.queryByTestId('question-card')).toBeNull();
  });
});
