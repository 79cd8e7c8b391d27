import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { exam, outcome, savedAnswer, stubExamApi } from '../questionnaire-fixtures';
import { SelfAssessmentWizard } from './self-assessment-wizard';

const PATH = '/severcenter/selfEvaDigitization';

beforeEach(() => {
  sessionStore.start(COMPANY_USER, PAIR);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const openRecord = () => renderWithApp(<SelfAssessmentWizard />, { path: PATH, entry: `${PATH}?type=1&id=42` });
const cards = () => screen.findAllByTestId('question-card');
const card = async (index: number) => (await cards())[index] as HTMLElement;
const count = (name: 'total' | 'answered' | 'open') => screen.getByTestId(`count-${name}`).textContent;
// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
const button = (name: string) =>
  screen.getByText(name, { selector: 'button span, a span' }).closest('button, a') as HTMLElement;
const submitted = (calls: { body: Record<string, unknown> | undefined }[]) => calls.map((call) => call.body);

/** Answers the two open questions of the fixture's level. */
async function answerTheRest() {
  fireEvent.click(within(await card(1)).getByLabelText('财务软件'));
  fireEvent.click(within(await card(2)).getByLabelText('有专门预算'));
}

describe('the questionnaire (assessment.md 2, 4)', () => {
  it('shows the level, the numbered questions with a colleague’s answer, and the answer sheet', async () => {
    stubExamApi();
    openRecord();
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(screen.getByText('第 1 级：初步建设')).toBeTruthy();
    expect(within(first).getByText('单选')).toBeTruthy();
    expect(within(second).getByText('多选')).toBeTruthy();
    expect(within(first).getByText('说明 T01-L1-1')).toBeTruthy();
    expect(within(first).getByText('lisi 于 2026-11-02 10:00:00 作答')).toBeTruthy();
    expect((within(first).getByLabelText('有专门预算') as HTMLInputElement).checked).toBe(true);
    expect([count('total'), count('answered'), count('open')]).toEqual(['3 题', '1', '2']);
    const grid = screen.getByLabelText('题号');
    expect(
      within(grid)
        .getAllByText(/^\d$/)
        .map((item) => item.className),
    ).toEqual(['number-grid__item number-grid__item--answered', 'number-grid__item', 'number-grid__item']);
  });

  it('saves every change at once with a growing seq, keeps the exclusive option alone and clears to unanswered', async () => {
    const { callsTo } = stubExamApi();
    openRecord();
    const practices = await card(1);
    fireEvent.click(within(practices).getByLabelText('进销存系统'));
    expect(count('answered')).toBe('2');
    fireEvent.click(within(practices).getByLabelText('暂无'));
    expect((within(practices).getByLabelText('进销存系统') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(practices).getByLabelText('暂无'));
    await waitFor(() => expect(callsTo('answer/submitAnswer')).toHaveLength(3));
    const bodies = submitted(callsTo('answer/submitAnswer'));
    expect(bodies.map((body) => [body?.id, body?.userAnswer])).toEqual([
      ['42:T08-L1-1', 'B'],
      ['42:T08-L1-1', 'C'],
      ['42:T08-L1-1', ''],
    ]);
    const seqs = bodies.map((body) => Number(body?.seq));
    expect(seqs[0]).toBeLessThan(seqs[1] as number);
    expect(seqs[1]).toBeLessThan(seqs[2] as number);
    expect(count('answered')).toBe('1');
  });

  it('puts back the stored answer when a save fails, and shows why', async () => {
    stubExamApi({ submitAnswer: () => json({ code: 400, msg: '答案不符合该题的选项' }, 400) });
    openRecord();
    const production = await card(2);
    fireEvent.click(within(production).getByLabelText('有专门预算'));
    expect(await screen.findByText('答案不符合该题的选项')).toBeTruthy();
    await waitFor(() =>
      expect((within(production).getByLabelText('有专门预算') as HTMLInputElement).checked).toBe(false),
    );
    expect(count('answered')).toBe('1');
  });

  it('shows 该题已被 X 修改 with the colleague’s answer when a save loses to it, then saves over that version', async () => {
    const { callsTo } = stubExamApi({
      submitAnswer: (body) =>
        body.version === 0
          ? savedAnswer({
              stored: false,
              version: 1,
              userAnswer: 'B',
              answeredByName: 'wangwu',
              answerTime: '2026-11-03 10:00:00',
              message: '该题已被wangwu修改',
            })
          : savedAnswer({ version: 2, userAnswer: String(body.userAnswer) }),
    });
    openRecord();
    const production = await card(2);
    const option = (label: string) => within(production).getByLabelText(label) as HTMLInputElement;
    fireEvent.click(option('有专门预算'));
    expect(await screen.findByText('该题已被wangwu修改')).toBeTruthy();
    await waitFor(() => expect(option('临时报销').checked).toBe(true));
    expect(option('有专门预算').checked).toBe(false);
    expect(within(production).getByText('wangwu 于 2026-11-03 10:00:00 作答')).toBeTruthy();
    fireEvent.click(option('有专门预算'));
    await waitFor(() => expect(callsTo('answer/submitAnswer')).toHaveLength(2));
    expect(submitted(callsTo('answer/submitAnswer')).map((body) => [body?.userAnswer, body?.version])).toEqual([
      ['A', 0],
      ['A', 1],
    ]);
    await waitFor(() => expect(option('有专门预算').checked).toBe(true));
  });

  it('refuses to submit while a question is open and jumps to the first open one', async () => {
    const { callsTo } = stubExamApi();
    openRecord();
    await cards();
    fireEvent.click(button('提交'));
    expect(await screen.findByText('请先完成所有题目！')).toBeTruthy();
    expect(document.activeElement?.id).toBe('question-2');
    expect(callsTo('answer/submitQuestionnaire')).toHaveLength(0);
  });
});

describe('on a 390 px phone', () => {
  it('folds the menu into a select and the answer sheet into a bottom bar whose 答题卡 opens the grid', async () => {
    window.innerWidth = 390;
    stubExamApi();
    openRecord();
    await cards();
    expect(screen.queryByLabelText('指标目录')).toBeNull();
    expect(screen.getByText('跳转到指标分组')).toBeTruthy();
    expect(screen.queryByLabelText('题号')).toBeNull();
    fireEvent.click(button('答题卡'));
    const grid = await screen.findByLabelText('题号');
    fireEvent.click(within(grid).getByText('3'));
    await waitFor(() => expect(document.activeElement?.id).toBe('question-3'));
  });
});

describe('after a submit (assessment.md 4, callback tags)', () => {
  it('tag 2: congratulates, counts down 5 s on the submitted level, then loads the next level', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let level = 1;
    const { callsTo } = stubExamApi({
      examTree: () => exam(level),
      submitQuestionnaire: () => {
        level = 2;
        return outcome({ end: false, assessmentLevel: 1, message: '恭喜您，已通过1级评估，可继续进行下一等级的评估' });
      },
    });
    openRecord();
    await answerTheRest();
    fireEvent.click(button('提交'));
    expect(await screen.findByText('恭喜您，已通过1级评估，可继续进行下一等级的评估')).toBeTruthy();
    expect(submitted(callsTo('answer/submitQuestionnaire'))).toEqual([{ recordId: '42', level: 1, answerType: '0' }]);
    expect(screen.getByTestId('countdown').textContent).toBe('5');
    expect(screen.getByText('第 1 级：初步建设')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('countdown').textContent).toBe('4');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText('第 2 级：场景应用')).toBeTruthy();
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('tag 1: shows the result step and goes to /user/digitalization when the 5 s are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    stubExamApi({
      submitQuestionnaire: () => outcome({ end: true, assessmentLevel: 0, message: '评估已完成，本次未达到一级水平' }),
    });
    const { router } = openRecord();
    await answerTheRest();
    fireEvent.click(button('提交'));
    expect(await screen.findByTestId('countdown')).toBeTruthy();
    expect(screen.getAllByText('评估已完成，本次未达到一级水平').length).toBeGreaterThan(0);
    expect(button('查看评估结果').getAttribute('href')).toBe('/evaluationResultsCenter?type=zdpg&id=42');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/digitalization'));
  });

  it('tag 1: 查看结果 stops the countdown and goes straight to the result page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    stubExamApi({
      submitQuestionnaire: () =>
        outcome({ end: true, assessmentLevel: 3, message: '评估已完成，您的企业数字化转型水平为3级' }),
    });
    const { router } = openRecord();
    await answerTheRest();
    fireEvent.click(button('提交'));
    fireEvent.click(await waitFor(() => button('查看结果')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluationResultsCenter'));
    expect(router.state.location.search).toBe('?type=zdpg&id=42');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(router.state.location.pathname).toBe('/evaluationResultsCenter');
  });
});
