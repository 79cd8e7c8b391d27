import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { COMPANY, CREDIT_CODE, record, stubCertificationApi } from '../certification-fixtures';
import { CompanyInfoPage } from './company-info-page';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const submitButton = () => screen.getByRole('button', { name: '提交认证' });
const certifiedAdmin = () => {
  sessionStore.start(COMPANY_USER, PAIR);
  return stubCertificationApi({ status: { 企业: 1, 服务商: 0 }, record: { 企业: record('企业', 1), 服务商: null } });
};

describe('company information page: states (portal.md 2.7, 4.2)', () => {
  it('shows the certification form to a newcomer and refuses an empty submit without calling certify', async () => {
    sessionStore.start(USER, PAIR);
    const { certified } = stubCertificationApi();
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByLabelText('企业名称')).toBeTruthy();
    expect(screen.getByLabelText('营业执照')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请完善表单信息')).toBeTruthy();
    expect(await screen.findByText('请上传企业营业执照')).toBeTruthy();
    expect(screen.getByText('请输入统一社会信用代码')).toBeTruthy();
    expect(certified).toHaveLength(0);
  });

  it('shows the waiting state while under review', async () => {
    sessionStore.start(USER, PAIR);
    stubCertificationApi({ status: { 企业: 2, 服务商: 0 } });
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByText('认证审核中')).toBeTruthy();
    expect(screen.getByText(/平台运营人员正在审核/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('shows the rejection with its reason, then the form after 立即去认证', async () => {
    sessionStore.start(USER, PAIR);
    stubCertificationApi({ record: { 企业: record('企业', 0, '营业执照不清晰'), 服务商: null } });
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByText('驳回原因：营业执照不清晰')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即去认证' }));
    expect(await screen.findByLabelText('企业名称')).toBeTruthy();
  });

  it('starts the form again from what the rejected request sent', async () => {
    sessionStore.start(USER, PAIR);
    const sent = { companyName: '晋阳装备有限公司', creditCode: CREDIT_CODE, province: '14', logo: 'logo-9' };
    stubCertificationApi({ record: { 企业: record('企业', 0, '执照模糊', sent), 服务商: null } });
    renderWithApp(<CompanyInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '立即去认证' }));
    expect(((await screen.findByLabelText('企业名称')) as HTMLInputElement).value).toBe('晋阳装备有限公司');
    expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(CREDIT_CODE);
  });

  it('shows the certified details with names, and 编辑/返回 toggles the pre-filled form', async () => {
    certifiedAdmin();
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByText('山西省 太原市 小店区')).toBeTruthy();
    expect(screen.getByText('民营企业')).toBeTruthy();
    expect(screen.getByText(COMPANY.industryName ?? '')).toBeTruthy();
    expect(screen.getByAltText('营业执照').getAttribute('src')).toBe(
      '/api/dtmm/common/file/download/lic-1?access_token=a1',
    );
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(((await screen.findByLabelText('企业名称')) as HTMLInputElement).value).toBe('晋数科技有限公司');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('山西省 太原市 小店区')).toBeTruthy();
  });

  it('shows a pending change above the details, without the toggle', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    stubCertificationApi({ status: { 企业: 1, 服务商: 0 }, record: { 企业: record('企业', 2), 服务商: null } });
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByText('变更申请审核中')).toBeTruthy();
    expect(screen.getByText('晋数科技有限公司')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('lets a USER read the details only', async () => {
    sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR);
    stubCertificationApi({ status: { 企业: 1, 服务商: 0 }, record: { 企业: record('企业', 1), 服务商: null } });
    renderWithApp(<CompanyInfoPage />);
    expect(await screen.findByText('山西省 太原市 小店区')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });
});

describe('company information page: submitting (portal.md 5.5, 7.2)', () => {
  it('sends the payload of portal.md 3, says 提交成功 and shows the change under review', async () => {
    const { certified } = certifiedAdmin();
    renderWithApp(<CompanyInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await screen.findByLabelText('企业名称');
    fireEvent.click(submitButton());
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(certified[0]).toEqual({
      certifyType: '企业',
      legalRepresentative: '王五',
      province: '14',
      city: '1401',
      district: '140105',
      companyName: '晋数科技有限公司',
      contactPhone: '13800000000',
      companyType: '3',
      industryCategory: 'I',
      secondaryIndustry: '65',
      industry: '651',
      numberOfEmployees: '2',
      businessIncome: '2',
      personInCharge: '赵六',
      contactName: '赵六',
      fdAddOn2: '专注工业软件',
      companyAddress: '太原市小店区长治路1号',
      creditCode: CREDIT_CODE,
      certificationDocuments: 'lic-1',
      logo: 'logo-1',
    });
    expect(await screen.findByText('变更申请审核中')).toBeTruthy();
  });

  it('checks the credit code with the spec texts', async () => {
    certifiedAdmin();
    renderWithApp(<CompanyInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const code = await screen.findByLabelText('统一社会信用代码');
    fireEvent.change(code, { target: { value: '12345' } });
    expect(await screen.findByText('请输入18位数字/大写字母的组合')).toBeTruthy();
    fireEvent.change(code, {
      target: { value: `${CREDIT_CODE.slice(0, 17)}${CREDIT_CODE.endsWith('0') ? '1' : '0'}` },
    });
    // antd validates asynchronously; on a loaded two-core machine that can take over the default second.
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对后重新输入')).toBeTruthy();
  });

  it('answers a second submit meanwhile with 请勿重复提交', async () => {
    const { certified } = certifiedAdmin();
    renderWithApp(<CompanyInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await screen.findByLabelText('企业名称');
    act(() => {
      submitButton().click();
      submitButton().click();
    });
    expect(await screen.findByText('请勿重复提交')).toBeTruthy();
    await screen.findByText('提交成功');
    expect(certified).toHaveLength(1);
  });

  it('keeps the form filled and open when the server refuses', async () => {
    const { state, certified } = certifiedAdmin();
    state.refusal = '统一社会信用代码已存在，请重新更换！';
    renderWithApp(<CompanyInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await screen.findByLabelText('企业名称');
    fireEvent.click(submitButton());
    await waitFor(() => expect(certified).toHaveLength(1));
    expect(await screen.findByText('统一社会信用代码已存在，请重新更换！')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('企业名称') as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('晋数科技有限公司');
  });
});
