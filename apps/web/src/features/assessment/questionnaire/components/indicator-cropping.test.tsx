import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { COKING_PLANT, exam, HAULIER, stubExamApi } from '../questionnaire-fixtures';
import { SelfAssessmentWizard } from './self-assessment-wizard';

const PATH = '/severcenter/selfEvaDigitization';
const created = (answerType = '0') => json({ code: 0, msg: '成功', data: exam(1, { answerType }) });

beforeEach(() => sessionStore.start(COMPANY_USER, PAIR));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const start = (query: string) => renderWithApp(<SelfAssessmentWizard />, { path: PATH, entry: `${PATH}?${query}` });
const checkbox = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const button = (name: string) =>
  screen.getByText(name, { selector: 'button span, a span' }).closest('button, a') as HTMLElement;

describe('step 1, 发起自评估 (assessment.md 2, 4)', () => {
  it('a non-group enterprise crops production indicators, confirms, and the exam opens', async () => {
    const { callsTo } = stubExamApi({ createExam: () => created() });
    const { router } = start('type=1');
    await screen.findByLabelText('产品设计');
    const mandatory = checkbox(/^生产作业/); // its label carries the tag 必答
    expect(mandatory.checked).toBe(true);
    expect(mandatory.disabled).toBe(true);
    expect(checkbox('生产制造').disabled).toBe(true);
    expect(screen.getByText('默认勾选的评估指标为必答项，不可裁剪')).toBeTruthy();
    expect(checkbox('工艺设计').checked).toBe(true);
    fireEvent.click(checkbox('工艺设计'));
    expect(checkbox('研发设计').checked).toBe(false);
    fireEvent.click(button('开始答题'));
    const chosen = await screen.findByTestId('chosen-indicators');
    expect(
      within(chosen)
        .getAllByText(/./)
        .map((tag) => tag.textContent),
    ).toEqual(['产品设计', '生产作业']);
    fireEvent.click(button('确认答题'));
    await screen.findAllByTestId('question-card');
    expect(callsTo('answer/createExam').map((call) => call.body)).toEqual([
      { levelThreeCroppedIds: ['工艺设计'], assessmentType: '1', answerType: '0' },
    ]);
    expect(router.state.location.search).toBe('?type=1&id=42');
    expect(callsTo('answer/getExamTree')).toHaveLength(0); // the created exam is the first questionnaire
    // The questionnaire's title names the record's variant.
    expect(screen.getByTestId('exam-variant').textContent).toBe('工业企业');
  });

  it('a manufacturer chooses in 数字化生产 and sees nothing of 数字化经营, with the reason for its variant', async () => {
    stubExamApi();
    start('type=1');
    await screen.findByLabelText('产品设计');
    expect(screen.getByRole('heading', { name: '数字化生产 · 选择评估指标' })).toBeTruthy();
    expect(screen.getByTestId('variant-reason').textContent).toContain('按工业企业评估，含数字化生产领域');
    expect(screen.queryByText('数字化经营')).toBeNull();
    expect(screen.queryByLabelText('物流仓储')).toBeNull();
  });

  it("a road haulier crops only 物流仓储 of 数字化经营; the fixed areas are its variant's others", async () => {
    const { callsTo } = stubExamApi({ company: HAULIER, createExam: () => created() });
    start('type=1');
    await screen.findByLabelText('物流仓储');
    expect(screen.getByRole('heading', { name: '数字化经营 · 选择评估指标' })).toBeTruthy();
    expect(screen.getByTestId('variant-reason').textContent).toContain('按非工业企业评估');
    expect(screen.queryByLabelText('产品设计')).toBeNull();
    const marketing = checkbox(/^市场营销/);
    expect(marketing.checked && marketing.disabled).toBe(true);
    const fixed = screen.getByLabelText('全部评估的维度');
    expect(within(fixed).queryByText(/数字化生产/)).toBeNull();
    expect(within(fixed).getByText(/数字化基础/)).toBeTruthy();
    // Services' questions: 基础 and 市场营销 at level 1 (13 min → 15), 物流仓储 at level 2 (28 → 30).
    const note = () => screen.getByTestId('answer-time').textContent;
    expect(note()).toContain('预计用时约 15–30 分钟');
    fireEvent.click(checkbox('物流仓储'));
    expect(note()).toContain('预计用时约 15 分钟');
    fireEvent.click(button('开始答题'));
    expect(await screen.findByText('数字化经营：已选 1 项指标')).toBeTruthy();
    fireEvent.click(button('确认答题'));
    await screen.findAllByTestId('question-card');
    expect(callsTo('answer/createExam').map((call) => call.body)).toEqual([
      { levelThreeCroppedIds: ['物流仓储'], assessmentType: '1', answerType: '0' },
    ]);
  });

  it('tells an energy-intensive company that its energy figure is banded for its industry', async () => {
    stubExamApi({ company: COKING_PLANT });
    start('type=1');
    await screen.findByLabelText('产品设计');
    expect(screen.getByTestId('variant-reason').textContent).toContain('高耗能行业');
    expect(screen.getByTestId('answer-time').textContent).toContain('预计用时约 10–25 分钟');
  });

  it('says how long the chosen indicators take, from a level-1 stop to all five levels', async () => {
    stubExamApi();
    start('type=1');
    await screen.findByLabelText('产品设计');
    const note = () => screen.getByTestId('answer-time').textContent;
    expect(note()).toContain('预计用时约 10–25 分钟');
    fireEvent.click(checkbox('产品设计'));
    expect(note()).toContain('预计用时约 10 分钟');
  });

  it('continues a record already in progress instead of choosing again', async () => {
    const { callsTo } = stubExamApi({ inProgress: { id: '42' } });
    const { router } = start('type=1');
    fireEvent.click(await screen.findByText('继续答题'));
    await screen.findAllByTestId('question-card');
    expect(router.state.location.search).toBe('?type=1&id=42');
    expect(callsTo('answer/createExam')).toHaveLength(0);
  });

  it('a group enterprise starts at once with every indicator, for 551 with its provider', async () => {
    const { callsTo } = stubExamApi({ createExam: () => created('2') });
    start('type=2&serviceProviderId=11&serviceType=551');
    await screen.findAllByTestId('question-card');
    expect(callsTo('answer/createExam').map((call) => call.body)).toEqual([
      { levelThreeCroppedIds: [], assessmentType: '2', answerType: '2', serviceProviderId: '11' },
    ]);
    expect(screen.getByText('“1”企业数字化转型专题 · 自评估')).toBeTruthy();
  });

  it('a refused start says why and leads back to the intro', async () => {
    stubExamApi({ createExam: () => json({ code: 400, msg: '请选择服务商' }, 400) });
    start('type=2&serviceType=551');
    expect(await screen.findByText('暂时无法开始自评估')).toBeTruthy();
    expect(screen.getAllByText('请选择服务商').length).toBeGreaterThan(0);
    expect(button('返回').getAttribute('href')).toBe('/severcenter/FiveOneSubject');
  });

  it('without an enterprise type, sends the person to choose one', async () => {
    stubExamApi();
    const { router } = start('');
    fireEvent.click(button('去选择'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/severcenter/evaluation'));
  });
});
