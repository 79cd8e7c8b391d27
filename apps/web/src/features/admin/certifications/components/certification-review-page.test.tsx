import { CERTIFICATION_MESSAGES as M } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { CertificationReviewPage } from './certification-review-page';

const REVIEW = {
  id: '5',
  certifyType: '企业',
  status: 2,
  companyId: null,
  applicant: { id: '30', username: 'jc_apply', phone: '137****0301' },
  payload: {
    companyName: '晋城数智科技有限公司',
    creditCode: '91140100000000301X',
    companyType: 'private',
    fdAddOn2: '简介',
  },
  industryName: '制造业 / 通用设备制造业',
  areaText: '山西省 晋城市 城区',
  licenseFileId: 'f-licence',
  creditCode: '91140100000000301X',
  rejectReason: null,
  submittedAt: '2026-11-02 10:00:00',
  decidedAt: null,
  history: [{ action: 'submit', reason: null, actor: 'jc_apply', at: '2026-11-02 10:00:00' }],
  competing: [{ id: '9', companyName: '抢注科技有限公司', applicant: 'squatter', submittedAt: '2026-11-01 09:00:00' }],
};
const DICTIONARY = { code: 'company.type', data: [{ value: 'private', label: '民营企业' }] };

let fetchMock: Mock<typeof fetch>;
/** The answer of the next decision call, and the status the review reads after it. */
let decision: { body: unknown; status: number; after: number };
let decided = false;

beforeEach(() => {
  decided = false;
  decision = { body: { code: 0, msg: M.approved, data: null }, status: 200, after: 1 };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      decided = true;
      return json(decision.body, decision.status);
    }
    if (url.includes('/dict')) return json({ code: 0, msg: 'ok', data: DICTIONARY });
    // The phone in full only when asked for (the server audits it).
    const applicant = url.includes('unmask=1') ? { ...REVIEW.applicant, phone: '13700000301' } : REVIEW.applicant;
    return json({ code: 0, msg: 'ok', data: { ...REVIEW, applicant, status: decided ? decision.after : 2 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.start({ ...USER, isOperator: true }, PAIR);
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const open = () =>
  renderWithApp(<CertificationReviewPage />, { path: '/admin/certifications/:id', entry: '/admin/certifications/5' });

describe('certification review', () => {
  it('shows the applicant, the fields in words, the licence with the token and the history', async () => {
    open();
    const rival = await screen.findByRole('link', { name: '抢注科技有限公司' });
    expect(rival.getAttribute('href')).toBe('/admin/certifications/9');
    expect(await screen.findByText('jc_apply', { selector: 'td *, td' })).toBeTruthy();
    expect(screen.getByText('137****0301')).toBeTruthy();
    expect(await screen.findByText('民营企业')).toBeTruthy();
    expect(screen.getByText('山西省 晋城市 城区')).toBeTruthy();
    expect(screen.getByText('制造业 / 通用设备制造业')).toBeTruthy();
    const licence = screen.getByAltText('营业执照') as HTMLImageElement;
    expect(licence.getAttribute('src')).toBe('/api/dtmm/common/file/download/f-licence?access_token=a1');
    expect(screen.getByText(/提交申请/)).toBeTruthy();
  });

  it('shows the phones in full only when the reviewer asks, which the server audits', async () => {
    open();
    expect(await screen.findByText('137****0301')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('unmask'))).toBe(false);
    expect(screen.getByText('查看记录将写入审计日志')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('显示完整号码'));
    expect(await screen.findByText('13700000301')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/admin/certifications/5?unmask=1'))).toBe(
      true,
    );
  });

  it('approves after confirmation, then shows the decided state', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toContain('/api/admin/certifications/5/approve');
    expect(await screen.findByText(M.approved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).toBeNull());
    expect(screen.getByText('已认证', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('will not reject without a reason, and sends the reason given', async () => {
    decision = { body: { code: 0, msg: M.rejected, data: null }, status: 200, after: 0 };
    open();
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText(M.rejectReason)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '  营业执照不清晰  ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toContain('/5/reject');
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ reason: '营业执照不清晰' });
  });

  it('shows the server’s message when another operator decided first, and reloads to the decided state', async () => {
    decision = { body: { code: 409, msg: M.conflict }, status: 409, after: 0 };
    open();
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(M.conflict)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '通过' })).toBeNull());
    expect(screen.getByText('已驳回', { selector: '.ant-tag' })).toBeTruthy();
  });
});
