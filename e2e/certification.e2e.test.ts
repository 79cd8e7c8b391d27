import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { fillEnterpriseForm, fillProviderForm, uploadImage } from './support/certification-forms';
import {
  acceptAgreements,
  horizontalOverflow,
  logIn,
  newAccount,
  newCreditCode,
  pathOf,
  platformInBrowser,
  registerAccount,
  SMS_CODE,
  settled,
  unexpected,
} from './support/journey';
import { approveRequest, logInAsOperator, openRequest, rejectRequest } from './support/review-console';

const journey = platformInBrowser({ DTMM_SMS_FIXED_CODE: SMS_CODE, DTMM_CAPTCHA: 'off' });

/**
 * One person's way from registration to a certified company with a member and a certified
 * service provider (issue 4), with the operator deciding in /admin; the steps share these pages.
 */
const applicant = newAccount('e2e_cert');
const member = newAccount('e2e_member');
const company = {
  companyName: `太原晋阳智能输送装备有限公司${applicant.phone.slice(-4)}`,
  creditCode: newCreditCode(),
};
const REJECT_REASON = '营业执照照片边角缺失，请上传完整清晰的营业执照。';
let person: { page: Page; problems: string[] };
let operator: { page: Page; problems: string[] };
afterAll(async () => {
  await person?.page.close();
  await operator?.page.close();
});

const goto = (page: Page, path: string) => page.goto(journey.platform.baseUrl + path, { waitUntil: 'networkidle' });
const submit = (page: Page) => page.getByRole('button', { name: '提交认证' }).click();

describe('from registration to a certified company with members and a certified provider', () => {
  it('registers, opens 企业信息 and is asked to complete an empty form', async () => {
    person = await journey.open('/login?type=register', DESKTOP);
    const { page } = person;
    await registerAccount(page, applicant);
    await logIn(page, applicant.username, applicant.password);
    await expect.poll(() => pathOf(page)).toBe('/home');
    await goto(page, '/user');
    await expect.poll(() => pathOf(page)).toBe('/user/companyinfo');
    await page.getByRole('button', { name: '提交认证' }).waitFor();
    expect(await page.locator('.user-centre').textContent()).toContain('未认证');
    await screenshot(page, 'companyinfo-form-1366');
    await expectAccessible(page, 'user centre form');
    await submit(page);
    await page.getByText('请完善表单信息').waitFor();
    await page.getByText('请输入统一社会信用代码').waitFor();
  });

  it('certifies the company with a licence and a cropped logo, then waits for review', async () => {
    const { page } = person;
    await fillEnterpriseForm(page, company);
    await uploadImage(page, '企业Logo', 'logo.png');
    const crop = page.getByRole('dialog', { name: '裁剪图片' });
    await crop.getByRole('button', { name: '确定' }).click();
    await crop.waitFor({ state: 'hidden' });
    await settled(page);
    await screenshot(page, 'companyinfo-form-filled-1366');
    await submit(page);
    await page.getByText('提交成功').waitFor();
    await page.getByText('认证审核中').first().waitFor();
    await settled(page);
    await screenshot(page, 'companyinfo-waiting-1366');
  });

  it('the operator rejects it with a reason; the applicant reads it and submits again', async () => {
    operator = await journey.open('/login', DESKTOP);
    await logInAsOperator(operator.page);
    await openRequest(operator.page, journey.platform.baseUrl, company.companyName);
    await operator.page.getByRole('img', { name: '营业执照' }).waitFor();
    await screenshot(operator.page, 'admin-review-1366');
    await expectAccessible(operator.page, 'admin review');
    await rejectRequest(operator.page, REJECT_REASON);

    const { page } = person;
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('认证未通过').waitFor();
    await page.getByText(REJECT_REASON).waitFor();
    await screenshot(page, 'companyinfo-rejected-1366');
    await page.getByRole('button', { name: '立即去认证' }).click();
    await page.getByRole('button', { name: '提交认证' }).waitFor();
    // The form starts from what was sent; only the licence is replaced.
    expect(await page.getByLabel('企业名称', { exact: true }).inputValue()).toBe(company.companyName);
    expect(await page.getByLabel('统一社会信用代码', { exact: true }).inputValue()).toBe(company.creditCode);
    await page.locator('.ant-upload-list-item').first().hover();
    await page
      .getByRole('button', { name: /删除|delete/i })
      .first()
      .click();
    await uploadImage(page, '营业执照', 'licence-clear.png');
    await page.getByText('上传成功~').first().waitFor();
    await submit(page);
    await page.getByText('认证审核中').first().waitFor();
  });

  it('the operator approves; the applicant is the ADMIN of the certified company', async () => {
    await openRequest(operator.page, journey.platform.baseUrl, company.companyName);
    await approveRequest(operator.page);
    await screenshot(operator.page, 'admin-review-approved-1366');

    const { page } = person;
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(company.creditCode).waitFor();
    await expect.poll(() => page.locator('.user-box').textContent()).toContain(company.companyName);
    await page.locator('.user-centre__header').getByRole('img', { name: '企业Logo' }).waitFor();
    await page.getByRole('button', { name: '编辑' }).waitFor();
    await page.getByRole('menuitem', { name: '服务商认证' }).waitFor();
    await screenshot(page, 'companyinfo-certified-1366');
    await expectAccessible(page, 'user centre');

    await goto(page, '/user/message');
    await page.getByText('企业认证审核通过').first().waitFor();
    await page.getByText('企业认证被驳回').first().waitFor();
  });

  it('adds a member, who sees no Service provider group and no action column', async () => {
    const { page } = person;
    await goto(page, '/user/members');
    await page.getByRole('button', { name: '添加成员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加成员' });
    await dialog.getByLabel('姓名').fill(member.username);
    await dialog.getByLabel('手机号').fill(member.phone);
    await dialog.getByLabel('密码').fill(member.password);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByRole('cell', { name: member.username }).waitFor();
    await settled(page);
    await screenshot(page, 'members-admin-1366');

    // The ADMIN chose that password: the member proves the phone and sets their own at first login.
    const { page: memberPage, problems } = await journey.open('/login', DESKTOP);
    await logIn(memberPage, member.username, member.password);
    const firstLogin = memberPage.getByRole('dialog', { name: '首次登录：设置您的密码' });
    await firstLogin.getByPlaceholder('请输入手机号').fill(member.phone);
    await firstLogin.getByRole('button', { name: '获取验证码' }).click();
    await firstLogin.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await firstLogin.getByPlaceholder('请输入短信验证码').fill(SMS_CODE);
    await firstLogin.getByPlaceholder('请输入新密码').fill('own456?x');
    await firstLogin.getByPlaceholder('请再次输入新密码').fill('own456?x');
    await settled(memberPage);
    await screenshot(memberPage, 'first-login-1366');
    await firstLogin.getByRole('button', { name: '确定' }).click();
    await memberPage.getByText('密码已重置，请使用新密码登录').waitFor();
    await logIn(memberPage, member.username, 'own456?x');
    await acceptAgreements(memberPage);
    await expect.poll(() => pathOf(memberPage)).toBe('/home');
    await goto(memberPage, '/user/members');
    await memberPage.getByRole('cell', { name: applicant.username }).waitFor();
    expect(await memberPage.getByRole('button', { name: '添加成员' }).count()).toBe(0);
    expect(await memberPage.getByRole('columnheader', { name: '操作' }).count()).toBe(0);
    expect(await memberPage.getByRole('menuitem', { name: '服务商认证' }).count()).toBe(0);
    await screenshot(memberPage, 'members-user-1366');
    await goto(memberPage, '/user/companyinfo');
    await memberPage.getByText(company.creditCode).waitFor();
    expect(await memberPage.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await memberPage.close();
  });

  it('certifies the company as a service provider, approved by the operator', async () => {
    const { page } = person;
    await goto(page, '/user/severAuthentication');
    await page.getByRole('button', { name: '提交认证' }).waitFor();
    await fillProviderForm(page);
    await screenshot(page, 'provider-form-1366');
    await submit(page);
    await page.getByText('认证审核中').first().waitFor();

    await openRequest(operator.page, journey.platform.baseUrl, company.companyName);
    await approveRequest(operator.page);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('系统集成类').first().waitFor();
    await screenshot(page, 'provider-certified-1366');
    expect(unexpected(person.problems)).toEqual([]);
  });

  it('shows the operator the dashboard, the queue and the users', async () => {
    const { page } = operator;
    await goto(page, '/admin');
    await page.getByText('待审核企业认证').first().waitFor();
    await screenshot(page, 'admin-dashboard-1366');
    await goto(page, '/admin/certifications?status=all');
    await page.getByRole('link', { name: company.companyName }).first().waitFor();
    await screenshot(page, 'admin-queue-1366');
    await goto(page, `/admin/users?keyword=${applicant.username}`);
    await page.getByRole('cell', { name: applicant.username }).waitFor();
    await screenshot(page, 'admin-users-1366');
    await expectAccessible(page, 'admin users');
    expect(unexpected(operator.problems)).toEqual([]);
  });

  it('keeps the certified company and the review page within a 390 px phone', async () => {
    await person.page.setViewportSize(PHONE);
    await goto(person.page, '/user/companyinfo');
    await person.page.getByText(company.creditCode).waitFor();
    expect(await horizontalOverflow(person.page)).toBeLessThanOrEqual(0);
    await screenshot(person.page, 'companyinfo-certified-390');
    await expectAccessible(person.page, 'user centre');

    await operator.page.setViewportSize(PHONE);
    await operator.page.reload({ waitUntil: 'networkidle' });
    expect(await horizontalOverflow(operator.page)).toBeLessThanOrEqual(0);
    await screenshot(operator.page, 'admin-review-390');
    await expectAccessible(operator.page, 'admin review');
  });
});
