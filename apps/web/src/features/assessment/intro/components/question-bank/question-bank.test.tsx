import type { BankTreeArea, BankTreeQuestion, EvaluationType } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { QuestionBankPage } from '../../../pages/question-bank-page';
import { COMPANY_DETAIL_PATH, HAULIER } from '../../../questionnaire/questionnaire-fixtures';
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
const indicator = (
  id: string,
  name: string,
  questions: BankTreeQuestion[],
  evaluationTypes: EvaluationType[] = BOTH,
) => ({
  id,
  value: name,
  name,
  indicatorLevel: 3 as const,
  isMandatory: false,
  evaluationTypes,
  children: questions,
});
const BOTH: EvaluationType[] = ['1', '2'];
const TREE: BankTreeArea[] = [
  {
    id: 'A1',
    value: '数字化基础',
    name: '数字化基础',
    isGating: true,
    evaluationTypes: BOTH,
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
    evaluationTypes: BOTH,
    children: [
      {
        id: 'S05',
        value: '战略与组织',
        name: '战略与组织',
        children: [indicator('T09', '战略规划', [question('T09', 1, 3, '是否有转型规划')])],
      },
    ],
  },
  {
    id: 'A3',
    value: '数字化生产',
    name: '数字化生产',
    isGating: true,
    evaluationTypes: ['1'],
    children: [
      {
        id: 'S08',
        value: '生产制造',
        name: '生产制造',
        children: [indicator('T16', '生产作业', [question('T16', 1, 4, '是否用系统派工')], ['1'])],
      },
    ],
  },
  {
    id: 'A5',
    value: '数字化经营',
    name: '数字化经营',
    isGating: true,
    evaluationTypes: ['2'],
    children: [
      {
        id: 'S15',
        value: '营销与客户',
        name: '营销与客户',
        children: [indicator('T32', '市场营销', [question('T32', 1, 5, '是否在线获客')], ['2'])],
      },
    ],
  },
  {
    id: 'A4',
    value: '数字化转型成效',
    name: '数字化转型成效',
    isGating: false,
    evaluationTypes: BOTH,
    children: [
      {
        id: 'S12',
        value: '绿色低碳',
        name: '绿色低碳',
        children: [
          indicator(
            'T28',
            '单位产值综合能耗',
            [
              { ...question('T28', 1, 6, '高耗能行业的能耗'), id: 'T28-Q-E', industryGroups: ['energyIntensive'] },
              { ...question('T28', 1, 7, '其他工业的能耗'), id: 'T28-Q-G', industryGroups: ['otherIndustry'] },
            ],
            ['1'],
          ),
        ],
      },
    ],
  },
];

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const openBank = async () => {
  stubApi({ '/api/dtmm/questionBank/tree': { data: TREE } });
  renderWithApp(<QuestionBankPage />, { path: '/severcenter/questionbank' });
  await screen.findByText('是否有数字化开支');
};
/** Plain selectors: role queries over a long list are slow in jsdom. */
const shownQuestions = () => document.querySelectorAll('.bank-question');

describe('QuestionBank (/severcenter/questionbank)', () => {
  it('shows every question of the industry variant with its number, level, type, explanation and options', async () => {
    await openBank();
    expect(shownQuestions()).toHaveLength(6);
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
    // A band question of one industry group says whose it is.
    expect(within(screen.getByLabelText('第5题')).getByText('高耗能行业作答')).toBeTruthy();
    expect(within(screen.getByLabelText('第6题')).getByText('其他工业企业作答')).toBeTruthy();
  });

  it('switches between the variants, saying who takes which', async () => {
    await openBank();
    const industry = screen.getByRole('radio', { name: '工业企业' }) as HTMLInputElement;
    expect(industry.checked).toBe(true);
    expect(screen.getByTestId('variant-who').textContent).toContain('采矿业、制造业');
    expect(document.getElementById('bank-A3')).not.toBeNull();
    expect(document.getElementById('bank-A5')).toBeNull();
    // A visitor is told nothing about a company of its own.
    expect(screen.queryByTestId('variant-reason')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '非工业企业' }));
    await waitFor(() => expect(document.getElementById('bank-A5')).not.toBeNull());
    expect(document.getElementById('bank-A3')).toBeNull();
    // Numbered without the gap the other variant's questions would leave.
    expect(within(screen.getByLabelText('第4题')).getByText('是否在线获客')).toBeTruthy();
    expect(screen.queryByText('高耗能行业的能耗')).toBeNull();
    expect(shownQuestions()).toHaveLength(4);
    expect(screen.getByTestId('variant-who').textContent).toContain('数字化经营');
  });

  it("opens on a member's own variant and says why", async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubApi({ '/api/dtmm/questionBank/tree': { data: TREE }, [COMPANY_DETAIL_PATH]: { data: HAULIER } });
    renderWithApp(<QuestionBankPage />, { path: '/severcenter/questionbank' });
    const own = (await screen.findByRole('radio', { name: '非工业企业（本企业）' })) as HTMLInputElement;
    await waitFor(() => expect(own.checked).toBe(true));
    expect(screen.getByTestId('variant-reason').textContent).toBe(
      '贵企业所属行业为交通运输、仓储和邮政业 / 道路运输业，不属于采矿业、制造业或电力热力燃气及水生产和供应业，按非工业企业评估：不评数字化生产，改评数字化经营（营销与客户、服务交付、采购与供应、财务与人力、物流与仓储）。',
    );
    expect(screen.getByText('是否在线获客')).toBeTruthy();
    // The other variant stays one click away.
    fireEvent.click(screen.getByRole('radio', { name: '工业企业' }));
    expect(await screen.findByText('是否用系统派工')).toBeTruthy();
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
