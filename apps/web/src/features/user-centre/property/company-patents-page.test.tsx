import { contentMessages as cm, companyPatentMessages as pm } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { CompanyPatentsPage } from './company-patents-page';
import { ROWS, stubPropertyApi } from './property-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  window.innerWidth = 1366;
});

// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
const buttonIn = (scope: HTMLElement, name: string) =>
  within(scope).queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const button = (name: string) => buttonIn(document.body, name);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('/user/patent (专利成果)', () => {
  it('lists every status with its tag; the ADMIN edits and deletes only what is not published', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    const draft = await rowOf('一种液压支架健康状态评估方法');
    const published = await rowOf('一种刮板输送机链条张力检测装置');
    const unpublished = await rowOf('一种矿用巡检机器人外观');
    expect(within(draft).getByText('待审核')).toBeTruthy();
    expect(within(published).getByText('已发布')).toBeTruthy();
    expect(within(unpublished).getByText('已下线')).toBeTruthy();
    expect(within(draft).getByText('2024-03-12')).toBeTruthy();
    expect(buttonIn(draft, '编辑')).toBeTruthy();
    expect(buttonIn(unpublished, '删除')).toBeTruthy();
    expect(buttonIn(published, '编辑')).toBeNull();
    expect(buttonIn(published, '删除')).toBeNull();
    const list = new URL(sent[0]?.url ?? '', 'http://x').searchParams;
    expect([list.get('page'), list.get('limit'), list.get('sidx')]).toEqual(['1', '10', 'updateTime']);
  });

  it('lets a USER register a patent but not edit or delete', async () => {
    sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR);
    stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    const draft = await rowOf('一种液压支架健康状态评估方法');
    expect(buttonIn(draft, '编辑')).toBeNull();
    expect(buttonIn(draft, '删除')).toBeNull();
    expect(button('登记专利')).toBeTruthy();
  });

  it("checks the form with the server's messages before sending anything", async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    await rowOf('一种液压支架健康状态评估方法');
    fireEvent.click(button('登记专利') as HTMLElement);
    fireEvent.click(
      (await screen.findByText('提交审核', { selector: 'button span' })).closest('button') as HTMLElement,
    );
    expect(await screen.findByText(cm.titleRequired)).toBeTruthy();
    expect(screen.getByText(pm.numberRequired)).toBeTruthy();
    expect(screen.getByText(pm.typeRequired)).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a filled form for review, the company as the patentee by default', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    await rowOf('一种液压支架健康状态评估方法');
    fireEvent.click(button('登记专利') as HTMLElement);
    fireEvent.change(await screen.findByLabelText('专利名称'), { target: { value: '一种带式输送机托辊故障诊断方法' } });
    fireEvent.change(screen.getByLabelText('专利号'), { target: { value: 'ZL 2026 1 0123456.7' } });
    fireEvent.mouseDown(screen.getByLabelText('专利类型'));
    fireEvent.click(await screen.findByTitle('发明专利'));
    fireEvent.change(screen.getByLabelText('申请日期'), { target: { value: '2026-03-01' } });
    expect(screen.getByPlaceholderText('晋数科技有限公司')).toBeTruthy();
    fireEvent.click(button('提交审核') as HTMLElement);
    expect(await screen.findByText(pm.added)).toBeTruthy();
    const add = sent.find((call) => call.method === 'POST');
    expect(add?.url).toBe('/api/dtmm/company/patents/add');
    expect(add?.body).toMatchObject({
      title: '一种带式输送机托辊故障诊断方法',
      patentNumber: 'ZL 2026 1 0123456.7',
      patentType: '发明专利',
      applyDate: '2026-03-01',
    });
  });

  it('opens an entry with its values and saves it to update/{id}', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi({ writeMsg: pm.updated });
    renderWithApp(<CompanyPatentsPage />);
    fireEvent.click(buttonIn(await rowOf('一种矿用巡检机器人外观'), '编辑') as HTMLElement);
    expect(await screen.findByText('修改专利')).toBeTruthy();
    expect((screen.getByLabelText('申请日期') as HTMLInputElement).value).toBe('2024-03-12');
    fireEvent.click(button('提交审核') as HTMLElement);
    expect(await screen.findByText(pm.updated)).toBeTruthy();
    const update = sent.find((call) => call.method === 'POST');
    expect(update?.url).toBe('/api/dtmm/company/patents/update/33');
    expect(update?.body).toMatchObject({ title: '一种矿用巡检机器人外观', patentType: '外观设计' });
  });

  it('deletes after 确定删除吗?', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi({ writeMsg: pm.deleted });
    renderWithApp(<CompanyPatentsPage />);
    fireEvent.click(buttonIn(await rowOf('一种液压支架健康状态评估方法'), '删除') as HTMLElement);
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    fireEvent.click(button('确定') as HTMLElement);
    expect(await screen.findByText(pm.deleted)).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST' && call.url === '/api/dtmm/company/patents/delete/31')).toBe(
      true,
    );
  });

  it('filters by status from page 1', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    await rowOf('一种液压支架健康状态评估方法');
    fireEvent.mouseDown(screen.getByLabelText('按状态筛选'));
    fireEvent.click(await screen.findByTitle('已发布'));
    await waitFor(() => expect(sent.at(-1)?.url).toContain('status=published'));
    expect(sent.at(-1)?.url).toContain('page=1');
  });

  it('shows cards on a phone, nothing as a table', async () => {
    window.innerWidth = 390;
    sessionStore.start(COMPANY_USER, PAIR);
    stubPropertyApi();
    const { container } = renderWithApp(<CompanyPatentsPage />);
    expect(await screen.findByText('一种矿用巡检机器人外观')).toBeTruthy();
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelectorAll('.property-patents__card')).toHaveLength(ROWS.length);
  });

  it('asks someone without a company to certify first', async () => {
    sessionStore.start(USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<CompanyPatentsPage />);
    expect(await screen.findByText('请先先完成企业认证！')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
