import { FORMAL_MESSAGES as M, messages } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { okOf, prefillOf, stubFetch, stubUploads } from '../formal-fixtures';
import { FormalAssessmentFormPage } from './formal-assessment-form-page';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const PATH = '/user/formalAssessmentForm';
const BASE = '/api/dtmm/company/companyacceptance';
const open = (search: string) => renderWithApp(<FormalAssessmentFormPage />, { path: PATH, entry: `${PATH}${search}` });
/** The company user with the given prefill; POST add answers as the server does. */
function stubForm(prefill = prefillOf()) {
  sessionStore.start(COMPANY_USER, PAIR);
  return stubFetch((url, method) => {
    if (url.startsWith(`${BASE}/prefill`)) return okOf(prefill);
    if (method === 'POST' && url === `${BASE}/add`) return json({ code: 0, msg: M.submitted, data: { id: '31' } });
    return undefined;
  });
}

// Text queries: role queries over a form this size cost seconds under jsdom.
const button = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
/** The text a labelled Select shows for its value. */
const chosen = (label: string) => screen.getByLabelText(label).closest('.ant-select-content')?.getAttribute('title');
const block = (name: string) => screen.getByLabelText(`${name}的佐证材料`);
const pick = (scope: HTMLElement, file: File) =>
  fireEvent.change(scope.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('/user/formalAssessmentForm (assessment.md 3, 5)', () => {
  it('starts a first application from the prefill: count 1 fixed, suggested level, summary and weak indicators', async () => {
    const { callsTo } = stubForm();
    open('?type=zdservice');
    expect(await screen.findByText('首次申请')).toBeTruthy();
    expect(callsTo('GET', `${BASE}/prefill`)[0]?.url).toContain('assessmentType=zdservice');
    const count = screen.getByLabelText('评估次数') as HTMLInputElement;
    // The prefill reaches the form's fields a render after the page shows it.
    await waitFor(() => expect(count.value).toBe('1'));
    expect(count.disabled).toBe(true);
    expect(chosen('申请等级')).toBe('三级 · 系统集成');
    // Not below the self-assessed level (二级): 一级 is offered disabled, with the reason.
    expect(screen.getByText('不能低于自评等级（二级 · 场景应用）')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('申请等级'));
    const below = (await screen.findAllByTitle('一级 · 初步建设（低于自评等级）')).at(-1) as HTMLElement;
    expect(below.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByTitle('二级 · 场景应用').at(-1)?.getAttribute('aria-disabled')).toBe('false');

    const summary = screen.getByText('自评估结果').closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('二级 · 场景应用')).toBeTruthy();
    expect(within(summary).getByText('48.50')).toBeTruthy();
    expect(within(summary).getByText('2026-11-20')).toBeTruthy();
    expect(within(summary).getByText('查看自评结果').getAttribute('href')).toBe(
      '/evaluationResultsCenter?type=zdpg&id=42',
    );
    expect(block('战略规划')).toBeTruthy();
    expect(block('采购管理')).toBeTruthy();
    expect(screen.queryByLabelText('资金投入的佐证材料')).toBeNull();
  });

  it('offers the repeat count (default 2, at least 1) and DCMM levels for a later DCMM application', async () => {
    stubForm(
      prefillOf({
        assessmentType: 'dcmm',
        isFirst: false,
        defaultCount: 2,
        suggestedLevel: 2,
        lowestLevel: 1,
        selfAssessment: null,
      }),
    );
    open('?type=dcmm');
    const count = (await screen.findByDisplayValue('2')) as HTMLInputElement;
    expect(count.disabled).toBe(false);
    expect(screen.queryByText('首次申请')).toBeNull();
    expect(chosen('申请等级')).toBe('二级 受管理级');
    // Without a self-assessment any level may be applied for.
    expect(screen.queryByText(/不能低于自评等级/)).toBeNull();
    // Without a self-assessment, a note leads to the DCMM self-assessment.
    expect(screen.getByText('去自评估').getAttribute('href')).toBe('/severcenter/evaluation?name=dcmm');
    fireEvent.change(count, { target: { value: '' } });
    fireEvent.click(button('提交申请') as HTMLElement);
    expect(await screen.findByText(M.assessmentCount)).toBeTruthy();
  });

  it('shows each field’s message and 请完善表单信息 on an invalid submit, and sends nothing', async () => {
    const { callsTo } = stubForm();
    open('');
    fireEvent.click(await screen.findByText('提交申请', { selector: 'button span' }));
    expect(await screen.findByText(M.invalidForm)).toBeTruthy();
    await waitFor(() =>
      expect(fieldErrors()).toEqual([M.assessmentType, M.assessmentCount, M.applicationLevel, M.applicationRemark]),
    );
    expect(callsTo('GET', `${BASE}/prefill`)).toHaveLength(0);
    expect(callsTo('POST', `${BASE}/add`)).toHaveLength(0);
  });

  it('attaches evidence per indicator, removes what is not wanted, submits once and opens the formal tab', async () => {
    const { callsTo } = stubForm();
    const { purposes } = stubUploads();
    const { router } = open('?type=zdservice');
    await screen.findByText('首次申请');
    fireEvent.change(screen.getByLabelText('申请备注'), { target: { value: '  希望重点评估采购协同  ' } });

    pick(block('战略规划'), png('规划.png'));
    expect(await within(block('战略规划')).findByText('规划.png')).toBeTruthy();
    pick(block('战略规划'), new File(['x'], '规划.docx'));
    expect(await screen.findByText('佐证材料只支持 jpg、png 图片或 pdf 文件！')).toBeTruthy();

    // Another indicator through 添加其他指标, then a PDF on it and a file removed again.
    fireEvent.mouseDown(screen.getByLabelText('添加其他指标'));
    fireEvent.click((await screen.findAllByTitle('数据管理')).at(-1) as HTMLElement);
    pick(block('数据管理'), pdf('数据台账.pdf'));
    pick(block('数据管理'), png('机房.png'));
    expect(await within(block('数据管理')).findByText('机房.png')).toBeTruthy();
    expect(await within(block('数据管理')).findByText('数据台账.pdf')).toBeTruthy();
    fireEvent.click(within(block('数据管理')).getAllByTitle('删除文件').at(-1) as HTMLElement);
    await waitFor(() => expect(within(block('数据管理')).queryByText('机房.png')).toBeNull());
    expect(purposes).toEqual(['sitePhoto', 'report', 'sitePhoto']);

    // An added indicator can be taken away; a weak one cannot.
    fireEvent.mouseDown(screen.getByLabelText('添加其他指标'));
    fireEvent.click((await screen.findAllByTitle('资金投入')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByLabelText('移除该指标：资金投入'));
    expect(screen.queryByLabelText('资金投入的佐证材料')).toBeNull();
    expect(screen.queryByLabelText('移除该指标：战略规划')).toBeNull();

    const submit = button('提交申请') as HTMLElement;
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(M.submitted)).toBeTruthy();
    const posts = callsTo('POST', `${BASE}/add`);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      assessmentType: 'zdservice',
      assessmentCount: 1,
      applicationLevel: 3,
      applicationRemark: '希望重点评估采购协同',
      evidence: [
        { indicatorId: 'T09', fileIds: ['up-1'] },
        { indicatorId: 'T05', fileIds: ['up-2'] },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/digitalization'));
    expect(router.state.location.search).toBe('?paneName=formalAssessment');
  }, 40_000); // three uploads, two selects and a submit are slow to drive in jsdom

  it('says an application of the type is being handled, counts it as an earlier one, and does not submit', async () => {
    stubForm(prefillOf({ openApplicationId: '30', isFirst: false, defaultCount: 2 }));
    open('?type=zdservice');
    expect(await screen.findByText(/正在处理中/)).toBeTruthy();
    expect(screen.queryByText('首次申请')).toBeNull();
    expect(screen.getByText('非首次申请，请填写本次为第几次评估')).toBeTruthy();
    expect(screen.getByText('查看申请进度').getAttribute('href')).toBe(
      '/user/digitalization?paneName=formalAssessment',
    );
    expect((button('提交申请') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a user without a certified company to certify first and loads nothing', async () => {
    sessionStore.start(USER, PAIR);
    const { sent } = stubFetch();
    const { router } = open('?type=zdservice');
    expect(await screen.findByText(messages.certification.companyFirst)).toBeTruthy();
    fireEvent.click(button('去认证') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/companyinfo'));
    expect(sent.filter((call) => call.url.startsWith(BASE))).toHaveLength(0);
  });
});
