import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { CREDIT_CODE, PROVIDER, record, stubCertificationApi } from '../certification-fixtures';
import { ProviderCertificationPage } from './provider-certification-page';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const submitButton = () => screen.getByRole('button', { name: '提交认证' });
const choose = async (label: string, ...options: string[]) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  for (const option of options) fireEvent.click(await screen.findByTitle(option));
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('service-provider page (portal.md 2.9, 4.2, 5.6)', () => {
  it('tells a user without a company to certify it first, on opening and on submit, without calling certify', async () => {
    sessionStore.start(USER, PAIR);
    const { certified } = stubCertificationApi();
    renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText('请先先完成企业认证！')).toBeTruthy();
    expect(screen.getByText('提示')).toBeTruthy();
    // It stays 1.5 s; once gone, submitting brings it back.
    await waitFor(() => expect(screen.queryByText('请先先完成企业认证！')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请先先完成企业认证！')).toBeTruthy();
    expect(screen.queryByText('请完善必填信息')).toBeNull();
    expect(certified).toHaveLength(0);
  });

  it('shows the company read-only above the form and refuses an empty submit', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { certified } = stubCertificationApi({ status: { 企业: 1, 服务商: 0 } });
    renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText('晋数科技有限公司')).toBeTruthy();
    expect(screen.getByText(CREDIT_CODE)).toBeTruthy();
    expect(((await screen.findByLabelText('负责人姓名')) as HTMLInputElement).value).toBe('赵六');
    fireEvent.click(submitButton());
    expect(await screen.findByText('请完善必填信息')).toBeTruthy();
    expect(await screen.findByText('请输入服务商介绍')).toBeTruthy();
    expect(screen.queryByText('请先先完成企业认证！')).toBeNull();
    expect(certified).toHaveLength(0);
  });

  it('sends the provider payload with the multi-selects comma-joined', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { certified } = stubCertificationApi({ status: { 企业: 1, 服务商: 0 } });
    renderWithApp(<ProviderCertificationPage />);
    await screen.findByLabelText('负责人姓名');
    await choose('服务商类别', '咨询规划类');
    await choose('服务场景', '智能制造', '数字营销');
    await choose('服务行业', '化工');
    type('负责人职务', '总经理');
    type('服务商介绍', '十年工业软件经验');
    type('行业优势', '煤炭行业积累');
    type('核心产品及服务', 'MES');
    fireEvent.click(submitButton());
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(certified[0]).toMatchObject({
      certifyType: '服务商',
      contactName: '赵六',
      contactPhone: '13800000000',
      contactPosition: '总经理',
      serviceProviderType: '1',
      serviceProviderCategory: '智能制造,数字营销',
      serviceIndustry: '化工',
      serviceProviderIntroduction: '十年工业软件经验',
      industryAdvantage: '煤炭行业积累',
      coreProductService: 'MES',
      companyId: '3',
      companyName: '晋数科技有限公司',
      creditCode: CREDIT_CODE,
      certificationDocuments: 'lic-1',
    });
    expect(await screen.findByText('认证审核中')).toBeTruthy();
  }, 30_000); // four selects and four texts are slow to drive in jsdom

  it('shows the waiting state, and the rejection whose 立即去认证 opens the form', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { state } = stubCertificationApi({ status: { 企业: 1, 服务商: 2 } });
    const first = renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText(/服务商认证申请已提交/)).toBeTruthy();
    first.unmount();
    state.status.服务商 = 0;
    state.record.服务商 = record('服务商', 0, '材料不全');
    renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText('驳回原因：材料不全')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即去认证' }));
    expect(await screen.findByLabelText('服务商类别')).toBeTruthy();
  });

  it('shows a certified provider read-only with names, and 编辑 opens the pre-filled form', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubCertificationApi({
      status: { 企业: 1, 服务商: 1 },
      record: { 企业: record('企业', 1), 服务商: record('服务商', 1) },
      company: PROVIDER,
    });
    renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText('咨询规划类')).toBeTruthy();
    expect(screen.getByText('智能制造、数字营销')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(((await screen.findByLabelText('核心产品及服务')) as HTMLTextAreaElement).value).toBe('MES');
  });

  it('shows a USER the company without the form', async () => {
    sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR);
    stubCertificationApi({ status: { 企业: 1, 服务商: 0 } });
    renderWithApp(<ProviderCertificationPage />);
    expect(await screen.findByText('服务商认证需由企业管理员提交。')).toBeTruthy();
    expect(screen.getByText('晋数科技有限公司')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
