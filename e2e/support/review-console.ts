import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, pathOf } from './journey';

/** Signs the demo operator in on a page already at /login. */
export async function logInAsOperator(page: Page) {
  await logIn(page, 'operator', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens the newest waiting request of a company in /admin/certifications, from the queue's search. */
export async function openRequest(page: Page, baseUrl: string, companyName: string) {
  await page.goto(`${baseUrl}/admin/certifications`, { waitUntil: 'networkidle' });
  await page.getByLabel('关键词', { exact: true }).fill(companyName);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: companyName }).first().click();
  await page.waitForURL((url) => /^\/admin\/certifications\/\d+$/.test(url.pathname));
  await page.getByRole('button', { name: '通过' }).waitFor();
  return pathOf(page);
}

export async function approveRequest(page: Page) {
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('审核通过').first().waitFor();
  await page.getByRole('button', { name: '通过' }).waitFor({ state: 'hidden' });
}

export async function rejectRequest(page: Page, reason: string) {
  await page.getByRole('button', { name: '驳回' }).click();
  const dialog = page.getByRole('dialog', { name: '驳回认证申请' });
  await dialog.getByLabel('驳回原因').fill(reason);
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await page.locator('.ant-alert').getByText(`驳回原因：${reason}`).waitFor();
}
