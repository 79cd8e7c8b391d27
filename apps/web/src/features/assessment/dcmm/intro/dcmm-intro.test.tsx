import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { addressOf, startButton } from '../../intro/intro-test-data';
import { EvaluationIntroPage } from '../../pages/evaluation-intro-page';
import { dcmmRecordItem, stubDcmmApi } from '../dcmm-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const PATH = '/severcenter/evaluation';
const openIntro = () => renderWithApp(<EvaluationIntroPage />, { path: PATH, entry: `${PATH}?name=dcmm` });

describe('the DCMM intro (/severcenter/evaluation?name=dcmm)', () => {
  it('asks for the party type before starting, then opens the questionnaire for it', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { callsTo } = stubDcmmApi();
    const { router } = openIntro();
    await waitFor(() => expect(callsTo('GET', '/api/dtmm/answer/recordList')).toHaveLength(1));
    const query = callsTo('GET', '/api/dtmm/answer/recordList')[0]?.url.searchParams;
    expect([query?.get('answerType'), query?.get('status'), query?.get('limit')]).toEqual(['1', '1', '1']);
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(startButton().textContent).toBe('开始自评');
    expect(screen.queryByText(/即将开放/)).toBeNull();

    fireEvent.click(startButton());
    expect(await screen.findByText('请选择评估对象类型')).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);

    fireEvent.click(screen.getByLabelText('数据服务方'));
    expect(screen.getByText(/为其他单位提供数据产品/)).toBeTruthy();
    fireEvent.click(startButton());
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/dcmmQuestionbank?partyType=B'));
  });

  it('shows the latest result and starts a new assessment for its party type with 重新评估', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubDcmmApi({ records: [dcmmRecordItem()] });
    const { router } = openIntro();
    expect(await screen.findByText('二级 受管理级')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getByText('查看结果').getAttribute('href')).toBe('/evaluationResultsCenter?type=dcmm&id=7');
    expect(startButton().textContent).toBe('重新评估');
    expect((screen.getByLabelText('数据拥有方') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(startButton());
    await waitFor(() => expect(addressOf(router)).toBe('/severcenter/dcmmQuestionbank?partyType=A'));
  });

  it('asks a guest to log in and a user without a company to certify, without starting', async () => {
    const { callsTo } = stubDcmmApi();
    const guest = openIntro();
    fireEvent.click(screen.getByLabelText('数据拥有方'));
    fireEvent.click(startButton());
    expect(await screen.findByRole('dialog', { name: '您还未登录' })).toBeTruthy();
    expect(guest.router.state.location.pathname).toBe(PATH);
    guest.unmount();

    sessionStore.start(USER, PAIR);
    const member = openIntro();
    fireEvent.click(screen.getByLabelText('数据拥有方'));
    fireEvent.click(startButton());
    expect(await screen.findByRole('dialog', { name: '您还未认证，请先进行企业认证！' })).toBeTruthy();
    expect(member.router.state.location.pathname).toBe(PATH);
    // The record list only answers members of a certified company, so it is not asked.
    expect(callsTo('GET', '/api/dtmm/answer/recordList')).toHaveLength(0);
  });
});
