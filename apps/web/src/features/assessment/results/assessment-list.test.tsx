import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { AssessmentListPage } from '../pages/assessment-list-page';
import { buttonIn, record, findRow as row, stubAssessmentApi } from './result-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const PATH = '/user/digitalization';
const open = (search = '') => renderWithApp(<AssessmentListPage />, { path: PATH, entry: `${PATH}${search}` });
const RECORDS = [
  record({
    id: '43',
    status: '0',
    assessmentType: '2',
    assessmentLevel: 1,
    totalScore: null,
    digitalTransformationLevel: '',
  }),
  record({ id: '42' }),
  record({ id: '44', status: '0', answerType: '2', totalScore: null, digitalTransformationLevel: '' }),
];

describe('/user/digitalization (assessment.md 2, Assessment list page)', () => {
  it('offers 查看结果 and the report when completed, 继续评估 when in progress, per answer type', async () => {
    const { callsTo } = stubAssessmentApi({ records: RECORDS });
    const { router } = open();
    const completed = await row('42');
    expect(within(completed).getByText('48.50')).toBeTruthy();
    expect(within(completed).getByText('二级 · 场景应用')).toBeTruthy();
    expect(within(completed).getByText('已完成')).toBeTruthy();
    expect(within(completed).getByText('查看结果').getAttribute('href')).toBe(
      '/evaluationResultsCenter?type=zdpg&id=42',
    );
    expect(within(completed).getByText('预览报告').getAttribute('href')).toBe('/evaluationReport/42');
    expect(buttonIn(completed, '下载报告')?.disabled).toBe(false);
    expect(within(completed).queryByText('继续评估')).toBeNull();

    const running = await row('43');
    expect(within(running).getByText('进行中')).toBeTruthy();
    expect(within(running).getAllByText('-')).toHaveLength(2); // score and level
    // Not submitted yet: no 提交时间 (issue 30), whatever time the record started.
    expect(within(running).getByText('未提交')).toBeTruthy();
    expect(within(running).getByText('继续评估').getAttribute('href')).toBe(
      '/severcenter/selfEvaDigitization?type=2&id=43',
    );
    expect(within(running).queryByText('预览报告')).toBeNull();
    expect(buttonIn(running, '下载报告')).toBeNull();
    expect(buttonIn(running, '删除')).toBeTruthy();

    const [list] = callsTo('GET', 'recordList');
    expect(list?.url).toContain('answerType=0');
    expect(list?.url).toContain('page=1');
    expect(list?.url).toContain('limit=10');
    expect(document.querySelector('tr[data-row-key="44"]')).toBeNull();

    // The 551 topic is kept in the address; its records continue with serviceType 551.
    fireEvent.click(screen.getByText('“1”企业数字化转型专题', { selector: '.ant-radio-button-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?answerType=2'));
    expect(
      within(await row('44'))
        .getByText('继续评估')
        .getAttribute('href'),
    ).toBe('/severcenter/selfEvaDigitization?type=1&id=44&serviceType=551');
    expect(document.querySelector('tr[data-row-key="42"]')).toBeNull();
  });

  it('asks before deleting a draft, sends one delete on a double click, shows the server msg and reloads', async () => {
    let answer: (response: Response) => void = () => {};
    const { callsTo } = stubAssessmentApi({
      records: RECORDS,
      deleteAnswer: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    open();
    const running = await row('43');
    fireEvent.click(buttonIn(running, '删除') as HTMLElement);
    await screen.findByText('确定删除吗?');
    const ok = buttonIn(document.body, '确定') as HTMLElement;
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(callsTo('POST', 'deleteRecord/43')).toHaveLength(1));
    await waitFor(() => expect(buttonIn(running, '删除')?.className).toContain('loading'));
    answer(json({ code: 0, msg: '删除成功', data: null }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', 'recordList')).toHaveLength(2));
    expect(callsTo('POST', 'deleteRecord')).toHaveLength(1);
  });

  it('lets only the ADMIN withdraw a completed record, with a reason; nobody deletes it (issue 28)', async () => {
    sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR);
    stubAssessmentApi({ records: RECORDS });
    const { unmount } = open();
    expect(buttonIn(await row('42'), '撤回')).toBeNull();
    expect(buttonIn(await row('42'), '删除')).toBeNull();
    unmount();

    sessionStore.start(COMPANY_USER, PAIR);
    const { callsTo } = stubAssessmentApi({ records: RECORDS });
    open();
    const completed = await row('42');
    expect(buttonIn(completed, '删除')).toBeNull();
    fireEvent.click(buttonIn(completed, '撤回') as HTMLElement);
    const dialog = (await screen.findByText('撤回评估')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(buttonIn(dialog, '确定撤回') as HTMLElement);
    expect(await screen.findByText('请填写撤回原因')).toBeTruthy();
    expect(callsTo('POST', 'withdrawRecord')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '填报人员误选了选项' } });
    fireEvent.click(buttonIn(dialog, '确定撤回') as HTMLElement);
    expect(await screen.findByText('撤回成功')).toBeTruthy();
    expect(callsTo('POST', 'withdrawRecord')).toEqual([{ method: 'POST', url: '/api/dtmm/answer/withdrawRecord/42' }]);
  });

  it('shows a withdrawn record as 已撤回 with the time and the reason, and no actions', async () => {
    stubAssessmentApi({
      records: [record({ id: '45', status: '2', withdrawnAt: '2026-12-01 09:30:00', withdrawReason: '数据有误' })],
    });
    open();
    const withdrawn = await row('45');
    expect(within(withdrawn).getByText('已撤回')).toBeTruthy();
    expect(within(withdrawn).getByText('2026-12-01 09:30:00 撤回：数据有误')).toBeTruthy();
    expect(within(withdrawn).queryByText('预览报告')).toBeNull();
    expect(buttonIn(withdrawn, '删除')).toBeNull();
  });

  it('shows 暂无数据 with 开始自评 to the diagnosis intro when there is no record', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubAssessmentApi();
    const { router } = open();
    const empty = (await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).closest('.ant-empty');
    fireEvent.click(buttonIn(empty as HTMLElement, '开始自评') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/severcenter/evaluation'));
    expect(router.state.location.search).toBe('?name=diagnosis_service');
  });

  it('opens the tab named by paneName and keeps paneName in the address when switching', async () => {
    const { callsTo } = stubAssessmentApi({ records: RECORDS });
    const { router } = open('?paneName=formalAssessment');
    expect(await screen.findByText('暂无正式评估申请')).toBeTruthy();
    expect(callsTo('GET', 'recordList')).toHaveLength(0);
    fireEvent.click(screen.getByText('DCMM评估'));
    await waitFor(() => expect(router.state.location.search).toBe('?paneName=dcmm'));
    expect(await screen.findByText('开始DCMM评估')).toBeTruthy();
    fireEvent.click(screen.getByText('自评估'));
    await waitFor(() => expect(router.state.location.search).toBe('?paneName=selfAssessment'));
    expect(await row('42')).toBeTruthy();
  });
});
