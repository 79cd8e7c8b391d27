import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { Topic551Page } from '../../pages/topic-551-page';
import { BANK, COMPANY_DETAIL_PATH, HAULIER } from '../../questionnaire/questionnaire-fixtures';
import {
  addressOf,
  RECORD_LIST_PATH,
  recordItem,
  requestsTo,
  startButton,
  startReady,
  stubApi,
} from '../intro-test-data';

const NEWS_PATH = '/api/dtmm/company/news/list';
const PROVIDERS = [
  { id: '9', leadUnit: '', companyId: '16', serviceProviderName: '山西龙城工业互联网有限公司' },
  { id: '11', leadUnit: '', companyId: '18', serviceProviderName: '山西汾水数据科技有限公司' },
];
const NEWS = [
  { id: '501', title: '551专项行动第一批服务企业名单公布', publishTime: '2026-03-02 10:00:00' },
  { id: '502', title: '551服务小分队走进吕梁', publishTime: '2026-02-20 10:00:00' },
].map((item) => ({ summary: '', category: '551', author: '', source: '', createTime: item.publishTime, ...item }));

beforeEach(() => sessionStore.start(COMPANY_USER, PAIR));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const openTopic = () => renderWithApp(<Topic551Page />, { path: '/severcenter/FiveOneSubject' });

describe('Topic551Intro (/severcenter/FiveOneSubject)', () => {
  it('asks for a provider before starting, then starts with it', async () => {
    const fetchMock = stubApi({
      [RECORD_LIST_PATH]: { data: [], total: 0 },
      '/api/dtmm/plan/serviceProvider/currentList': { data: PROVIDERS },
      [NEWS_PATH]: { data: NEWS, total: 2 },
    });
    const { router } = openTopic();
    await startReady('开始自评');
    expect(requestsTo(fetchMock, RECORD_LIST_PATH)[0]?.searchParams.get('answerType')).toBe('2');

    fireEvent.click(screen.getByLabelText('非集团企业'));
    fireEvent.click(startButton());
    // The select's placeholder says the same, so the toast is looked for where toasts are.
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toBe('请选择服务商'));
    expect(router.state.location.pathname).toBe('/severcenter/FiveOneSubject');

    fireEvent.mouseDown(screen.getByLabelText('服务商'));
    fireEvent.click((await screen.findAllByTitle('山西汾水数据科技有限公司')).at(-1) as HTMLElement);
    fireEvent.click(startButton());
    await waitFor(() =>
      expect(addressOf(router)).toBe('/severcenter/selfEvaDigitization?type=1&serviceProviderId=11&serviceType=551'),
    );
  });

  it('says which variant the company takes, why, and the time of its own questions', async () => {
    stubApi({ '/api/dtmm/questionBank/tree': { data: BANK }, [COMPANY_DETAIL_PATH]: { data: HAULIER } });
    openTopic();
    await waitFor(() => expect(screen.getByTestId('evaluation-type').textContent).toBe('非工业企业'));
    expect(screen.getByTestId('variant-reason').textContent).toContain('改评数字化经营');
    expect(screen.getByTestId('estimated-time').textContent).toBe('约 15–30 分钟');
  });

  it('shows the two newest 551 news items, each linking to its detail', async () => {
    const fetchMock = stubApi({ [NEWS_PATH]: { data: NEWS, total: 2 } });
    openTopic();
    const link = await screen.findByRole('link', { name: '551专项行动第一批服务企业名单公布' });
    expect(link.getAttribute('href')).toBe(
      '/infoGovernment/detail?id=501&parentsName=%E6%96%B0%E9%97%BB%E8%B5%84%E8%AE%AF',
    );
    const query = Object.fromEntries(requestsTo(fetchMock, NEWS_PATH)[0]?.searchParams ?? []);
    expect(query).toEqual({ category: '551', sidx: 'createTime', sord: 'desc', page: '1', limit: '2' });
  });

  it('continues a 551 record with its provider and enterprise type locked', async () => {
    stubApi({
      [RECORD_LIST_PATH]: {
        data: [recordItem({ id: '7', answerType: '2', assessmentType: '2', serviceProviderId: '9' })],
        total: 1,
      },
      '/api/dtmm/company/serviceProviderCompany/detailByRecord/7': {
        data: { recordId: '7', serviceProviderId: '9', serviceProviderName: '山西龙城工业互联网有限公司' },
      },
    });
    const { router } = openTopic();
    await startReady('继续自评');
    expect(await screen.findByTitle('山西龙城工业互联网有限公司')).toBeTruthy();
    const group = screen.getByLabelText('集团企业') as HTMLInputElement;
    expect(group.checked && group.disabled).toBe(true);

    fireEvent.click(startButton());
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/selfEvaDigitization?type=2&id=7&serviceType=551'));
  });
});
