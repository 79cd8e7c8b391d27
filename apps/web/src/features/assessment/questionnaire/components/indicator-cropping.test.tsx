import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { exam, stubExamApi } from '../questionnaire-fixtures';
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
