import { solutionMessages } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { PAIR } from '@/test/session-fixtures';
import { PROVIDER_ADMIN, PROVIDER_MEMBER, solution, stubSolutionApi } from './solution-fixtures';
import { SolutionFormPage } from './solution-form-page';

// The editor is a lazy chunk; loading it once up front keeps its cold import out of the first test's time.
beforeAll(() => import('@/components/rich-text-editor/rich-text-editor'), 60_000);
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = (search: string) =>
  renderWithApp(<SolutionFormPage />, { path: '/user/solutionForm', entry: `/user/solutionForm?${search}` });
// A form this size validates slowly under jsdom when the whole suite runs at once.// Role queries walk the whole accessibility tree, seconds on a form this size under jsdom: find by text and label.
const button = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
const openSelect = (label: string) => fireEvent.mouseDown(screen.getByLabelText(label));
const option = (title: string) =>
  document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${title}"]`) as HTMLElement;

describe('/user/solutionForm (portal.md 2.10, 5.8)', () => {
  it('shows the required messages and 请完善表单信息 on an empty submit, and sends nothing', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const { callsTo } = stubSolutionApi();
    open('mode=add');
    expect(await screen.findByText('发布解决方案')).toBeTruthy();
    fireEvent.click(button('提交审核') as HTMLElement);
    expect(await screen.findByText(solutionMessages.formInvalid)).toBeTruthy();
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请输入解决方案名称',
        '请输入联系人',
        '请输入联系电话',
        '请选择应用场景',
        '请选择服务区域',
        '请选择应用行业',
      ]),
    );
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12345' } });
    expect(await screen.findByText(solutionMessages.phoneInvalid)).toBeTruthy();
    expect(callsTo('POST', 'save')).toHaveLength(0);
  });

  it('lets no more than three industries be chosen', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubSolutionApi();
    open('mode=add');
    openSelect('应用行业');
    await waitFor(() => expect(option('化工')).toBeTruthy());
    for (const name of ['煤炭', '焦化', '冶金', '化工']) fireEvent.click(option(name));
    const chosen = () => [...document.querySelectorAll('.ant-select-selection-item')].map((node) => node.textContent);
    expect(chosen()).toEqual(['煤炭', '焦化', '冶金']);
    expect(option('化工').closest('.ant-select-item-option-disabled')).toBeTruthy();
  });

  it('refuses a stored entry with more than three industries before sending', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const { callsTo } = stubSolutionApi({ rows: [solution({ serviceTarget: 't00,t01,t02,t03' })] });
    open('mode=edit&id=21');
    await screen.findByDisplayValue('煤矿智能排产方案');
    fireEvent.click(button('提交审核') as HTMLElement);
    expect(await screen.findByText(solutionMessages.tooManyTargets)).toBeTruthy();
    expect(screen.getByText(solutionMessages.formInvalid)).toBeTruthy();
    expect(callsTo('POST', 'update')).toHaveLength(0);
  });

  it('edits a rejected entry: shows the opinion, sends update once with the id and comma-joined lists', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const rejected = solution({ tableFlag: '0', fdAddOn1: '请补充典型案例' });
    const { callsTo } = stubSolutionApi({ rows: [rejected] });
    const { router } = open('mode=edit&id=21');
    expect(await screen.findByText('驳回意见：请补充典型案例')).toBeTruthy();
    const name = await screen.findByDisplayValue('煤矿智能排产方案');
    fireEvent.change(name, { target: { value: '煤矿智能排产方案（二期）' } });
    fireEvent.change(screen.getByLabelText('典型案例'), { target: { value: '某矿三期、某矿四期' } });
    const submit = button('提交审核') as HTMLElement;
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('提交成功，等待审核')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/solution'));
    expect(callsTo('POST', 'save')).toHaveLength(0);
    const updates = callsTo('POST', 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toEqual({
      id: '21',
      solutionName: '煤矿智能排产方案（二期）',
      contactPerson: '赵六',
      contactPhone: '0351-1234567',
      serviceCategory: 'c01,c02',
      serviceArea: '1401',
      serviceTarget: 't00',
      solutionDescription: '排产从天到小时',
      painPoints: rejected.painPoints,
      solutionIntroduction: '适用于中型煤矿',
      applicationValue: '效率提升两成',
      classicCases: '某矿三期、某矿四期',
      solutionImage: 'img-1,img-2',
    });
  });

  it('views an entry read-only, the technical plan sanitised, with 编辑 for the ADMIN', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubSolutionApi({ rows: [solution()] });
    const { router } = open('mode=view&id=21');
    expect(await screen.findByText('煤矿智能排产方案')).toBeTruthy();
    expect(await screen.findByText('智能排产、设备互联')).toBeTruthy();
    expect(screen.getByText('太原市')).toBeTruthy();
    expect(screen.getByText('约束').tagName).toBe('STRONG');
    expect(document.querySelector('.solution-view script')).toBeNull();
    expect(screen.getByAltText('方案图片2').getAttribute('src')).toBe('/api/dtmm/common/file/download/img-2');
    expect(document.querySelectorAll('input, textarea, [contenteditable="true"]')).toHaveLength(0);
    expect(button('提交审核')).toBeNull();
    fireEvent.click(button('编辑') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?mode=edit&id=21'));
  });

  it('shows a USER member the entry read-only even when the address asks to edit', async () => {
    sessionStore.start(PROVIDER_MEMBER, PAIR);
    stubSolutionApi({ rows: [solution()] });
    open('mode=edit&id=21');
    expect(await screen.findByText('解决方案详情')).toBeTruthy();
    expect(await screen.findByText('煤矿智能排产方案')).toBeTruthy();
    expect(button('编辑')).toBeNull();
    expect(button('提交审核')).toBeNull();
  });

  it('says an unknown entry does not exist and leads back to the list', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubSolutionApi();
    const { router } = open('mode=view&id=99');
    const notice = await screen.findByText('解决方案不存在', { selector: '.ant-result-title' });
    fireEvent.click(within(notice.closest('.ant-result') as HTMLElement).getByText('返回'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/solution'));
  });
});
