import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { PROVIDER_ADMIN } from '@/features/solutions/components/manage/solution-fixtures';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { BASE, queriesOf, rowOf, STATISTICS, stubServiceApi } from '../service-management-fixtures';
import { ServiceManagementPage } from './service-management-page';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const YEAR = String(new Date().getFullYear());
const open = () => renderWithApp(<ServiceManagementPage />, { path: '/user/serviceManagement' });
const rowOfName = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const cardValue = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content')?.textContent;

describe('/user/serviceManagement (assessment.md 2, 3)', () => {
  it('shows the year’s cards and the served enterprises with names for the stored values', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const { callsTo } = stubServiceApi();
    open();
    expect(screen.getByRole('heading', { name: '服务管理' })).toBeTruthy();
    expect(await screen.findByText('长治太行精铸有限公司')).toBeTruthy();
    await waitFor(() => expect(cardValue('专项服务企业')).toBe('3家'));
    expect(cardValue('待服务')).toBe('1家');
    expect(cardValue('已完成')).toBe('1家');
    expect(cardValue('完成进度')).toBe('33.33%');
    expect(screen.getByText('共 3 个服务项目')).toBeTruthy();
    expect(screen.getByTitle(`${YEAR}年`)).toBeTruthy();

    const first = rowOfName('晋数科技有限公司');
    await waitFor(() => expect(within(first).getByText('制造业')).toBeTruthy());
    expect(within(first).getByText('山西省 太原市 小店区')).toBeTruthy();
    expect(within(first).getByText('民营企业')).toBeTruthy();
    expect(within(first).getByText('二级')).toBeTruthy();
    expect(within(first).getByTitle('2026-03-02 10:00:00').textContent).toBe('2026-03-02');
    expect(within(first).getByText('已完成').closest('.ant-tag')?.className).toContain('service-status--2');
    const second = rowOfName('长治太行精铸有限公司');
    expect(within(second).getAllByText('-')).toHaveLength(3); // region, level 0 and no completion time
    expect(within(second).getByText('服务中').closest('.ant-tag')?.className).toContain('service-status--1');
    expect(within(rowOfName('运城嘉穗食品有限公司')).getByText('待服务')).toBeTruthy();

    // Only the year and the paging are sent: empty filters are left out.
    expect(queriesOf(callsTo('GET', `${BASE}/listFull`))[0]).toEqual({
      page: '1',
      limit: '10',
      submitYear: YEAR,
      sidx: 'createTime',
      sord: 'desc',
    });
    expect(queriesOf(callsTo('GET', `${BASE}/statistics`))[0]).toEqual({ submitYear: YEAR });
  });

  it('starts again on page 1 after any filter change and never sends an empty filter', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    const { callsTo } = stubServiceApi({ total: 25 });
    open();
    await screen.findByText('长治太行精铸有限公司');
    const lastList = () => queriesOf(callsTo('GET', `${BASE}/listFull`)).at(-1);

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()?.page).toBe('2'));

    const search = screen.getByPlaceholderText('请输入企业名称');
    fireEvent.change(search, { target: { value: '  晋数 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', queryCondition: '晋数' }));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()?.page).toBe('2'));
    fireEvent.mouseDown(screen.getByLabelText('企业类型'));
    fireEvent.click(await screen.findByTitle('民营企业'));
    await waitFor(() =>
      expect(lastList()).toMatchObject({ page: '1', queryCondition: '晋数', companyCompanyType: '3' }),
    );

    // Clearing the search (deleting it, or its clear icon) sends no queryCondition at all.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()?.page).toBe('2'));
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(lastList()).toEqual(expect.not.objectContaining({ queryCondition: expect.anything() })));
    expect(lastList()).toMatchObject({ page: '1', companyCompanyType: '3' });

    // Another year: page 1, and the cards follow the year.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()?.page).toBe('2'));
    fireEvent.mouseDown(screen.getByLabelText('服务年度'));
    const lastYear = String(Number(YEAR) - 1);
    fireEvent.click(await screen.findByTitle(`${lastYear}年`));
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', submitYear: lastYear }));
    expect(queriesOf(callsTo('GET', `${BASE}/statistics`)).at(-1)).toEqual({ submitYear: lastYear });
  }, 20_000);

  it('offers this year and the 30 before it', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubServiceApi();
    open();
    fireEvent.mouseDown(screen.getByLabelText('服务年度'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((node) => node.getAttribute('title'));
    expect(options).toHaveLength(31);
    expect(options[0]).toBe(`${YEAR}年`);
    expect(options.at(-1)).toBe(`${Number(YEAR) - 30}年`);
  });

  it('shows 0.00% progress when the rate is not a number', async () => {
    sessionStore.start(PROVIDER_ADMIN, PAIR);
    stubServiceApi({ rows: [], statistics: { ...STATISTICS, progressRate: 'NaN%' } });
    open();
    await waitFor(() => expect(cardValue('完成进度')).toBe('0.00%'));
    expect(screen.getByText('共 0 个服务项目')).toBeTruthy();
  });

  it('asks a company that is not a certified provider to certify first and loads nothing', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { callsTo } = stubServiceApi({ rows: [rowOf()] });
    open();
    expect(await screen.findByText('去服务商认证')).toBeTruthy();
    expect(callsTo('GET', `${BASE}/listFull`)).toHaveLength(0);
  });
});
