import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { VARIANT_RULE } from '../../bank-variant';
import { EvaluationIntroPage } from '../../pages/evaluation-intro-page';
import {
  BANK,
  COKING_PLANT,
  COMPANY_DETAIL_PATH,
  HAULIER,
  MANUFACTURER,
} from '../../questionnaire/questionnaire-fixtures';
import {
  addressOf,
  RECORD_LIST_PATH,
  recordItem,
  requestsTo,
  startButton,
  startReady,
  stubApi,
} from '../intro-test-data';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const openIntro = (name: string) =>
  renderWithApp(<EvaluationIntroPage />, {
    path: '/severcenter/evaluation',
    entry: `/severcenter/evaluation?name=${name}`,
  });

describe('EvaluationIntro (/severcenter/evaluation)', () => {
  it('starts a new diagnosis with the chosen enterprise type, after asking for one', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const fetchMock = stubApi({ [RECORD_LIST_PATH]: { data: [], total: 0 } });
    const { router } = openIntro('diagnosis_service');
    expect(screen.getByRole('heading', { name: '企业数字化转型自评估' })).toBeTruthy();
    await startReady('开始自评');
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(requestsTo(fetchMock, RECORD_LIST_PATH)[0]?.searchParams.get('answerType')).toBe('0');

    fireEvent.click(startButton());
    expect(await screen.findByText('请选择企业类型')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/severcenter/evaluation');

    fireEvent.click(screen.getByLabelText('集团企业'));
    fireEvent.click(startButton());
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/selfEvaDigitization?type=2'));
  });

  it('says how long the published bank takes (a level-1 stop to all five levels); DCMM keeps its own figure', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubApi({ '/api/dtmm/questionBank/tree': { data: BANK }, [COMPANY_DETAIL_PATH]: { data: MANUFACTURER } });
    const { unmount } = openIntro('diagnosis_service');
    await waitFor(() => expect(screen.getByTestId('estimated-time').textContent).toBe('约 10–25 分钟'));
    unmount();
    openIntro('dcmm');
    expect(screen.getByTestId('estimated-time').textContent).toBe('10 分钟');
    expect(screen.queryByTestId('evaluation-type')).toBeNull();
  });

  it("says a services company's variant, why, and the time of the questions it will see", async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubApi({ '/api/dtmm/questionBank/tree': { data: BANK }, [COMPANY_DETAIL_PATH]: { data: HAULIER } });
    openIntro('diagnosis_service');
    await waitFor(() => expect(screen.getByTestId('evaluation-type').textContent).toBe('非工业企业'));
    expect(screen.getByTestId('variant-reason').textContent).toContain(
      '贵企业所属行业为交通运输、仓储和邮政业 / 道路运输业',
    );
    expect(screen.getByTestId('estimated-time').textContent).toBe('约 15–30 分钟');
    // Its dimensions are its variant's: 数字化经营 in place of 数字化生产.
    expect(screen.getByText('数字化经营')).toBeTruthy();
    expect(screen.queryByText('数字化生产')).toBeNull();
  });

  it('says an energy-intensive manufacturer takes the industry variant with its own energy bands', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubApi({ '/api/dtmm/questionBank/tree': { data: BANK }, [COMPANY_DETAIL_PATH]: { data: COKING_PLANT } });
    openIntro('diagnosis_service');
    await waitFor(() => expect(screen.getByTestId('evaluation-type').textContent).toBe('工业企业'));
    expect(screen.getByTestId('variant-reason').textContent).toContain('六大高耗能行业');
    expect(screen.getByTestId('estimated-time').textContent).toBe('约 10–25 分钟');
  });

  it('tells a visitor who takes which variant and the span of every company', async () => {
    stubApi({ '/api/dtmm/questionBank/tree': { data: BANK } });
    openIntro('diagnosis_service');
    await waitFor(() => expect(screen.getByTestId('estimated-time').textContent).toBe('约 10–30 分钟'));
    expect(screen.getByTestId('evaluation-type').textContent).toBe('按所属行业确定');
    expect(screen.getByTestId('variant-reason').textContent).toBe(VARIANT_RULE);
  });

  it('continues the record in progress with its locked enterprise type', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubApi({ [RECORD_LIST_PATH]: { data: [recordItem({ id: '42', assessmentType: '1' })], total: 1 } });
    const { router } = openIntro('diagnosis_service');
    await startReady('继续自评');
    expect(screen.getByText('进行中')).toBeTruthy();
    const nonGroup = screen.getByLabelText('非集团企业') as HTMLInputElement;
    expect(nonGroup.checked).toBe(true);
    expect(nonGroup.disabled).toBe(true);
    expect((screen.getByLabelText('集团企业') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(startButton());
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/selfEvaDigitization?type=1&id=42'));
  });

  it('asks a user without a company to certify instead of starting', async () => {
    sessionStore.start(USER, PAIR);
    const fetchMock = stubApi({});
    const { router } = openIntro('diagnosis_service');
    fireEvent.click(screen.getByLabelText('非集团企业'));
    fireEvent.click(startButton());
    expect(await screen.findByRole('dialog', { name: '您还未认证，请先进行企业认证！' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/severcenter/evaluation');
    // The record list only answers members of a certified company, so it is not asked.
    expect(requestsTo(fetchMock, RECORD_LIST_PATH)).toHaveLength(0);
  });

  it('asks a company whose certification is under review or rejected to certify first (issue 28)', async () => {
    sessionStore.start({ ...COMPANY_USER, isCompanyCertified: false }, PAIR);
    const fetchMock = stubApi({});
    const { router } = openIntro('diagnosis_service');
    fireEvent.click(screen.getByLabelText('非集团企业'));
    fireEvent.click(startButton());
    expect(await screen.findByRole('dialog', { name: '请先先完成企业认证！' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/severcenter/evaluation');
    expect(requestsTo(fetchMock, RECORD_LIST_PATH)).toHaveLength(0);
  });

  it('shows the DCMM intro with its party-type radio (its start: dcmm/intro/dcmm-intro.test.tsx)', () => {
    stubApi({});
    openIntro('dcmm');
    expect(screen.getByRole('heading', { name: 'DCMM数据管理能力成熟度评估' })).toBeTruthy();
    expect(screen.getByText(/GB\/T 36073-2018/)).toBeTruthy();
    expect(screen.getByLabelText('数据拥有方')).toBeTruthy();
    expect(startButton().disabled).toBe(false);
  });

  it('answers an unknown assessment with a not-found leading back to the service centre', () => {
    stubApi({});
    openIntro('unknown');
    expect(screen.getByText('没有找到这项评估')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回服务中心' }).getAttribute('href')).toBe('/severcenter');
  });
});
