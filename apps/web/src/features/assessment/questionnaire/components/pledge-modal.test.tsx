import { PLEDGE_TEXT } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { exam, outcome, stubExamApi } from '../questionnaire-fixtures';
import { SelfAssessmentWizard } from './self-assessment-wizard';

const PATH = '/severcenter/selfEvaDigitization';

beforeEach(() => {
  sessionStore.start(COMPANY_USER, PAIR);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openRecord = () => renderWithApp(<SelfAssessmentWizard />, { path: PATH, entry: `${PATH}?type=1&id=42` });
// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
/** The open pledge modal, found by its first sentence. */
const pledgeModal = async () => (await screen.findByText(PLEDGE_TEXT[0])).closest('.ant-modal') as HTMLElement;

async function answerEverything() {
  const cards = await screen.findAllByTestId('question-card');
  fireEvent.click(within(cards[1] as HTMLElement).getByLabelText('财务软件'));
  fireEvent.click(within(cards[2] as HTMLElement).getByLabelText('有专门预算'));
}

const stub = (pledge: 'open' | 'accepted') =>
  stubExamApi({
    examTree: () => exam(1, pledge === 'open' ? { pledge: null } : {}),
    submitQuestionnaire: () => outcome({ end: false, assessmentLevel: 1, message: '恭喜您，已通过1级评估' }),
  });

describe('the 真实性承诺 before the first 提交 (issue 29 §2)', () => {
  it('asks for it, submits only once it is ticked and confirmed, after the server stored it', async () => {
    const { callsTo } = stub('open');
    openRecord();
    await answerEverything();
    fireEvent.click(button('提交'));
    const modal = await pledgeModal();
    for (const sentence of PLEDGE_TEXT) expect(within(modal).getByText(sentence)).toBeTruthy();
    const confirm = button('确认', modal);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(modal).getByLabelText('我已阅读并承诺'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('恭喜您，已通过1级评估')).toBeTruthy();
    expect(callsTo('answer/acceptPledge/42')).toHaveLength(1);
    expect(callsTo('answer/submitQuestionnaire')).toHaveLength(1);
  });

  it('submits nothing when the member closes it', async () => {
    const { callsTo } = stub('open');
    openRecord();
    await answerEverything();
    fireEvent.click(button('提交'));
    const modal = await pledgeModal();
    fireEvent.click(button('取消', modal));
    await waitFor(() => expect(modal.closest('.ant-modal-wrap')?.getAttribute('style')).toContain('display: none'));
    expect(callsTo('answer/acceptPledge')).toHaveLength(0);
    expect(callsTo('answer/submitQuestionnaire')).toHaveLength(0);
  });

  it('does not ask a member continuing a record whose pledge was accepted', async () => {
    const { callsTo } = stub('accepted');
    openRecord();
    await answerEverything();
    fireEvent.click(button('提交'));
    expect(await screen.findByText('恭喜您，已通过1级评估')).toBeTruthy();
    expect(screen.queryByText(PLEDGE_TEXT[0])).toBeNull();
    expect(callsTo('answer/acceptPledge')).toHaveLength(0);
  });
});
