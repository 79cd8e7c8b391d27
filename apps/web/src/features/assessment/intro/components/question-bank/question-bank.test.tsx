import type { BankTreeArea, BankTreeQuestion } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { QuestionBankPage } from '../../../pages/question-bank-page';
import { stubApi } from '../../intro-test-data';

const question = (indicator: string, level: number, itemNumber: number, name: string): BankTreeQuestion => ({
  id: `${indicator}-L${level}-1`,
  name,
  itemNumber,
  questionType: level === 2 ? 2 : 1,
  questionDesc: `${name}的说明`,
  options: JSON.stringify([
    { value: 'A', label: '已经做到' },
    { value: 'B', label: '暂无', exclusive: true },
  ]),
  level,
  levelOne: '',
  levelTwo: '',
  levelThree: indicator,
  indicatorId: indicator,
  isQuestion: true,
});
const indicator = (id: string, name: string, questions: BankTreeQuestion[]) => ({
  id,
  value: name,
  name,
  indicatorLevel: 3 as const,
  isMandatory: false,
  children: questions,
});
const TREE: BankTreeArea[] = [
  {
    id: 'A1',
    value: '数字化基础',
    name: '数字化基础',
    isGating: true,
    children: [
      {
        id: 'S01',
        value: '数字化投入',
        name: '数字化投入',
        children: [
          indicator('T01', '资金投入', [
            question('T01', 1, 1, '是否有数字化开支'),
            question('T01', 2, 2, '资金投到了哪些业务'),
          ]),
        ],
      },
    ],
  },
  {
    id: 'A2',
    value: '数字化治理',
    name: '数字化治理',
    isGating: true,
    children: [
      {
        id: 'S05',
        value: '战略与组织',
        name: '战略与组织',
        children: [indicator('T09', '战略规划', [question('T09', 1, 3, '是否有转型规划')])],
      },
    ],
  },
];

afterEach(() => vi.unstubAllGlobals());

const openBank = async () => {
  stubApi({ '/api/dtmm/questionBank/tree': { data: TREE } });
  renderWithApp(<QuestionBankPage />, { path: '/severcenter/questionbank' });
  await screen.findByText('是否有数字化开支');
};
/** Plain selectors: role queries over a long list are slow in jsdom. */
const shownQuestions = () => document.querySelectorAll('.bank-question');

describe('QuestionBank (/severcenter/questionbank)', () => {
  it('shows every question with its number, level, type, explanation and options', async () => {
    await openBank();
    expect(shownQuestions()).toHaveLength(3);
    const second = screen.getByLabelText('第2题');
    expect(within(second).getByText('二级')).toBeTruthy();
    expect(within(second).getByText('多选')).toBeTruthy();
    expect(within(second).getByText('资金投到了哪些业务的说明')).toBeTruthy();
    expect(within(second).getByText('已经做到')).toBeTruthy();
    // The 'none' option is marked as the one chosen alone.
    const none = within(second).getByText('暂无').closest('li') as HTMLElement;
    expect(within(none).getByText('互斥')).toBeTruthy();
    const outline = screen.getByLabelText('指标目录');
    expect(within(outline).getByText('战略规划').closest('a')?.getAttribute('href')).toBe('#bank-T09');
  });

  it('filters by level and by the words searched', async () => {
    await openBank();
    fireEvent.click(screen.getByRole('radio', { name: '二级' }));
    await waitFor(() => expect(shownQuestions()).toHaveLength(1));
    expect(screen.getByText('资金投到了哪些业务')).toBeTruthy();
    // An area left without questions disappears, heading and outline entry alike.
    expect(document.getElementById('bank-A2')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    fireEvent.change(screen.getByLabelText('搜索题目'), { target: { value: '规划' } });
    await waitFor(() => expect(shownQuestions()).toHaveLength(1));
    expect(screen.getByText('是否有转型规划')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('搜索题目'), { target: { value: '不存在的词' } });
    expect(await screen.findByText('没有符合条件的题目，换个等级或关键词试试')).toBeTruthy();
  });
});
