import type { Page } from 'playwright-core';
import { pngFile } from './journey';

/** Opens the select labelled `label` and answers its popup (the one holding the select's option list). */
async function openSelect(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const id = await input.getAttribute('id');
  await input.click();
  const popup = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  await popup.waitFor();
  return popup;
}

/**
 * Picks the option `option` of the select labelled `label` (antd renders options in a popup), and
 * checks the select shows it: a click that lands while the popup is still opening can be lost
 * (seen once in CI, leaving 服务商类别 empty), so a lost pick is made again once.
 */
export async function pickOption(page: Page, label: string, option: string) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
  // antd 6.6 shows the choice in .ant-select-content; earlier 6.x in .ant-select-selection-item.
  const shown = ['.ant-select-content', '.ant-select-selection-item'].map((part) => `${part}[title="${option}"]`);
  const chosen = page.locator(`.ant-select:has([id="${id}"]) :is(${shown.join(', ')})`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const popup = await openSelect(page, label);
    await popup.locator(`.ant-select-item-option[title="${option}"]`).click();
    if (
      await chosen.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await page.keyboard.press('Escape');
  }
  await chosen.waitFor();
}

/**
 * Picks several options of a multi-select, each found by searching its name (the popup's list is
 * virtual: an option scrolled out of view is not there to click), then closes the popup. The search
 * box is filled, not typed into: typed keys go wherever the focus is, and after a pick it may not be
 * back in the box yet (seen once in CI: the second name never reached the search).
 */
export async function pickOptions(page: Page, label: string, options: string[]) {
  const popup = await openSelect(page, label);
  const search = page.getByLabel(label, { exact: true });
  for (const option of options) {
    await search.fill(option);
    await popup.locator(`.ant-select-item-option[title="${option}"]`).click();
  }
  await page.keyboard.press('Escape');
}

/** Walks a cascader labelled `label` down the given path of option names. */
export async function pickPath(page: Page, label: string, path: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const name of path) {
    await page.locator(`.ant-cascader-dropdown:visible .ant-cascader-menu-item[title="${name}"]`).click();
  }
  await page.keyboard.press('Escape');
}

/** Uploads a generated PNG into the file input labelled `label` and waits for '上传成功~'. */
export async function uploadImage(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles(pngFile(name));
}

export interface EnterpriseDetails {
  companyName: string;
  creditCode: string;
}

/** Fills every field of the enterprise certification form of /user/companyinfo (portal.md 5.5). */
export async function fillEnterpriseForm(page: Page, company: EnterpriseDetails) {
  await page.getByLabel('企业名称', { exact: true }).fill(company.companyName);
  await page.getByLabel('统一社会信用代码', { exact: true }).fill(company.creditCode);
  await page.getByLabel('法定代表人', { exact: true }).fill('赵文博');
  await pickOption(page, '企业类型', '民营企业');
  await pickPath(page, '所在区域', ['山西省', '太原市', '小店区']);
  await page.getByLabel('企业地址', { exact: true }).fill('太原市小店区长风街科技园8号');
  await pickPath(page, '所在行业', ['制造业', '通用设备制造业']);
  await pickOption(page, '企业规模', '100-299人');
  await pickOption(page, '营业收入', '2000万-1亿元');
  await page.getByLabel('联系人', { exact: true }).fill('钱晓雯');
  await page.getByLabel('联系电话', { exact: true }).fill('13834561234');
  await page
    .getByLabel('企业简介', { exact: true })
    .fill('专注矿用输送装备的研发与制造，正在推进设备联网、生产数据采集和质量追溯系统建设。');
  await uploadImage(page, '营业执照', 'licence.png');
  await page.getByText('上传成功~').first().waitFor();
}

/** Fills the service-provider certification form of /user/severAuthentication (portal.md 5.6). */
export async function fillProviderForm(page: Page) {
  await page.getByLabel('负责人职务', { exact: true }).fill('数字化事业部总经理');
  await pickOption(page, '服务商类别', '系统集成类');
  await pickOptions(page, '服务场景', await firstOptions(page, '服务场景', 2));
  await pickOptions(page, '服务行业', ['装备制造', '煤炭']);
  await page
    .getByLabel('服务商介绍', { exact: true })
    .fill('为省内装备制造企业提供设备联网、产线数据采集和生产管理系统集成服务。');
  await page.getByLabel('行业优势', { exact: true }).fill('十年矿山装备行业经验，熟悉井下设备通信与安全规范。');
  await page.getByLabel('核心产品及服务', { exact: true }).fill('设备物联网关、生产执行系统实施、数据看板定制。');
}

/** The names of the first `n` options of a select, read from its popup. */
export async function firstOptions(page: Page, label: string, n: number): Promise<string[]> {
  const popup = await openSelect(page, label);
  const titles = await popup
    .locator('.ant-select-item-option')
    .evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
  await page.keyboard.press('Escape');
  return titles.slice(0, n);
}
