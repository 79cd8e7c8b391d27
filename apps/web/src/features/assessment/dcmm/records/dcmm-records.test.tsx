import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { addressOf } from '../../intro/intro-test-data';
import { AssessmentListPage } from '../../pages/assessment-list-page';
import { findRow as row } from '../../results/result-fixtures';
import { dcmmRecordItem, stubDcmmApi } from '../dcmm-fixtures';

beforeEach(() => sessionStore.start(COMPANY_USER, PAIR));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const PATH = '/user/digitalization';
const open = (search = '?paneName=dcmm') =>
  renderWithApp(<AssessmentListPage />, { path: PATH, entry: `${PATH}${search}` });
const RECORDS = [
  dcmmRecordItem(),
  dcmmRecordItem({
    id: '6',
    dcmmPartyType: 'B',
    assessmentLevel: 1,
    currentLevel: 1,
    answerTime: '2026-10-08 09:12:00',
  }),
];

describe('/user/digitalization?paneName=dcmm (assessment.md 2, DCMM tab)', () => {
  it('lists party type, submit time, level, status and 查看结果, 10 a page from the server', async () => {
    const { callsTo } = stubDcmmApi({ records: RECORDS, total: 12 });
    const { router } = open();
    const latest = await row('7');
    expect(within(latest).getByText('数据拥有方')).toBeTruthy();
    expect(within(latest).getByText('2026-11-24 15:20:00')).toBeTruthy();
    expect(within(latest).getByText('二级 受管理级')).toBeTruthy();
    expect(within(latest).getByText('已完成')).toBeTruthy();
    expect(within(latest).getByText('查看结果').getAttribute('href')).toBe('/evaluationResultsCenter?type=dcmm&id=7');
    const earlier = await row('6');
    expect(within(earlier).getByText('数据服务方')).toBeTruthy();
    expect(within(earlier).getByText('一级 初始级')).toBeTruthy();
    expect(screen.getByText('申请线下评估').getAttribute('href')).toBe('/user/formalAssessmentForm?type=dcmm');

    const [first] = callsTo('GET', '/api/dtmm/answer/recordList');
    expect(['answerType', 'status', 'page', 'limit'].map((key) => first?.url.searchParams.get(key))).toEqual([
      '1',
      '1',
      '1',
      '10',
    ]);
    fireEvent.click(screen.getByText('2', { selector: '.list-pagination__page' }));
    await waitFor(() => expect(addressOf(router)).toBe(`${PATH}?paneName=dcmm&dcmmPage=2`));
    await waitFor(() =>
      expect(callsTo('GET', '/api/dtmm/answer/recordList').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
  });

  it('offers 开始DCMM评估 when the company has no DCMM record', async () => {
    stubDcmmApi();
    const { router } = open();
    const empty = (await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).closest('.ant-empty');
    fireEvent.click(within(empty as HTMLElement).getByText('开始DCMM评估'));
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/evaluation?name=dcmm'));
  });
});

describe('on a 390 px phone', () => {
  it('shows each record as a card with the same facts', async () => {
    window.innerWidth = 390;
    stubDcmmApi({ records: RECORDS });
    open();
    const latest = await waitFor(() => {
      const card = document.querySelector<HTMLElement>('.record-card');
      if (!card) throw new Error('no card yet');
      return card;
    });
    expect(within(latest).getByText('二级 受管理级')).toBeTruthy();
    expect(within(latest).getByText('数据拥有方')).toBeTruthy();
    expect(within(latest).getByText('已完成')).toBeTruthy();
    expect(within(latest).getByText('查看结果').getAttribute('href')).toBe('/evaluationResultsCenter?type=dcmm&id=7');
    expect(document.querySelector('.record-table')).toBeNull();
  });
});
