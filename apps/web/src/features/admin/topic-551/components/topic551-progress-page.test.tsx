import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { OPERATOR, PAIR } from '@/test/session-fixtures';
import { queryOf, stubTopic551 } from '../topic551-fixtures';
import { ServedEnterpriseListPage } from './served-enterprise-list-page';
import { Topic551ProgressPage } from './topic551-progress-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const PROGRESS_API = '/api/admin/topic551/progress';
const PROVIDERS_API = '/api/admin/topic551/providers';
const THIS_YEAR = new Date().getFullYear();

/** The progress page and the list it leads to, as the back office routes them. */
const open = (entry = '/admin/topic551') =>
  renderWithApp(
    <Routes>
      <Route index element={<Topic551ProgressPage />} />
      <Route path="enterprises" element={<ServedEnterpriseListPage />} />
    </Routes>,
    { path: '/admin/topic551/*', entry },
  );

/** A progress bar by its name (role queries walk the whole tree: seconds under jsdom). */
const bar = (name: string) => document.querySelector(`[role="progressbar"][aria-label="${name}"]`) as HTMLElement;
const button = (name: string) => screen.getByText(name, { selector: 'button *' });
const cardOf = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('/admin/topic551', () => {
  it('shows the year’s figures against the targets, capping the bar but not the number', async () => {
    const { callsTo } = stubTopic551();
    open();
    await screen.findByText('/ 5 支');
    expect(queryOf(callsTo('GET', PROGRESS_API)[0]?.url)).toEqual({ year: String(THIS_YEAR) });

    // 6 squads against 5: a full bar that still says 120 %.
    expect(bar('服务队目标完成进度').getAttribute('aria-valuenow')).toBe('100');
    expect(within(bar('服务队目标完成进度')).getByText('120.00%')).toBeTruthy();
    expect(screen.getByText('/ 50 名')).toBeTruthy();
    expect(bar('专家目标完成进度').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('/ 100 家')).toBeTruthy();
    expect(within(bar('企业目标完成进度')).getByText('30.00%')).toBeTruthy();

    const status = cardOf('服务企业进度');
    for (const [label, count] of [
      ['待服务', '10'],
      ['服务中', '8'],
      ['已完成', '12'],
    ]) {
      const figure = within(status)
        .getByText(label as string)
        .closest('a') as HTMLElement;
      expect(within(figure).getByText(count as string)).toBeTruthy();
    }
    expect(within(status).getByText('12.00%')).toBeTruthy();
    expect(bar('551专题完成率').getAttribute('aria-valuenow')).toBe('12');

    const providers = cardOf('各服务商服务情况');
    const provider = (await within(providers).findByText('晋云数智服务有限公司')).closest('tr') as HTMLElement;
    expect(within(provider).getByText('40.00%')).toBeTruthy();
    // Ten providers a page from the server: the first page asked, the total told, another page asked for.
    expect(queryOf(callsTo('GET', PROVIDERS_API)[0]?.url)).toEqual({ year: String(THIS_YEAR), page: '1', limit: '10' });
    expect(within(providers).getByText('共 23 家服务商')).toBeTruthy();
    fireEvent.click(within(providers).getByTitle('3'));
    await waitFor(() => expect(queryOf(callsTo('GET', PROVIDERS_API).at(-1)?.url)).toMatchObject({ page: '3' }));
    const cities = cardOf('各地市服务情况');
    expect(within(cities).getByText('太原市')).toBeTruthy();
    expect(within(cities).getByText('未知地区')).toBeTruthy();
    expect(within(bar('太原市完成率')).getByText('50.00%')).toBeTruthy();
  }, 30_000); // the first render of antd's cards, bars and tables is slow under jsdom

  it('reads the year from the address and puts a chosen year there', async () => {
    const { callsTo } = stubTopic551();
    const { router } = open(`/admin/topic551?year=${THIS_YEAR - 1}`);
    await screen.findByText('/ 5 支');
    expect(queryOf(callsTo('GET', PROGRESS_API)[0]?.url)).toEqual({ year: String(THIS_YEAR - 1) });

    fireEvent.mouseDown(screen.getByLabelText('年度'));
    fireEvent.click((await screen.findAllByTitle(`${THIS_YEAR - 3}年`)).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(`?year=${THIS_YEAR - 3}`));
    await waitFor(() =>
      expect(queryOf(callsTo('GET', PROGRESS_API).at(-1)?.url)).toEqual({ year: String(THIS_YEAR - 3) }),
    );
    await waitFor(() =>
      expect(queryOf(callsTo('GET', PROVIDERS_API).at(-1)?.url)).toMatchObject({
        year: String(THIS_YEAR - 3),
        page: '1',
      }),
    );
  }, 30_000); // a select of 31 years is slow to drive in jsdom

  it('opens the served-enterprise list filtered to a provider’s row and the year', async () => {
    const { callsTo } = stubTopic551();
    const { router } = open(`/admin/topic551?year=${THIS_YEAR - 1}`);
    const name = await screen.findByText('太行工业互联服务有限公司');
    const row = name.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('10'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topic551/enterprises'));
    expect(router.state.location.search).toBe(`?serviceProviderId=9&submitYear=${THIS_YEAR - 1}`);
    await waitFor(() =>
      expect(queryOf(callsTo('GET', '/api/admin/served-enterprises?').at(-1)?.url)).toEqual({
        serviceProviderId: '9',
        submitYear: String(THIS_YEAR - 1),
        page: '1',
        limit: '10',
      }),
    );
    // The provider filter shows the provider by name once the certified providers are in.
    expect(await screen.findByTitle('太行工业互联服务有限公司')).toBeTruthy();
  });

  it('sets the targets: prefilled from the year’s figures, whole numbers 0..100000 only, then saved and reloaded', async () => {
    const { callsTo } = stubTopic551();
    sessionStore.start(OPERATOR, PAIR);
    open();
    await screen.findByText('/ 5 支');
    fireEvent.click(button('设置目标'));
    const dialog = (await screen.findByText('设置551专题目标')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(`年度：${THIS_YEAR}年`)).toBeTruthy();
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('服务队目标（支）').value).toBe('5');
    expect(field('专家目标（名）').value).toBe('50');
    expect(field('企业目标（家）').value).toBe('100');
    expect(field('在册专家（名）').value).toBe('20');

    fireEvent.change(field('服务队目标（支）'), { target: { value: '1.5' } });
    fireEvent.change(field('企业目标（家）'), { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByText('保存', { selector: 'button *' }));
    await waitFor(() => expect(within(dialog).getAllByText('目标数量须为0至100000之间的整数')).toHaveLength(2));
    expect(callsTo('PUT', '/api/admin/topic551/targets')).toHaveLength(0);

    fireEvent.change(field('服务队目标（支）'), { target: { value: '6' } });
    fireEvent.change(field('企业目标（家）'), { target: { value: '120' } });
    const loads = callsTo('GET', PROGRESS_API).length;
    fireEvent.click(within(dialog).getByText('保存', { selector: 'button *' }));
    expect(await screen.findByText('551专题目标已保存')).toBeTruthy();
    expect(callsTo('PUT', '/api/admin/topic551/targets').map((call) => call.body)).toEqual([
      { year: THIS_YEAR, squads: 6, experts: 50, enterprises: 120, expertsEnrolled: 20 },
    ]);
    await waitFor(() => expect(callsTo('GET', PROGRESS_API).length).toBeGreaterThan(loads));
  }, 30_000); // a modal form of four fields is slow to drive in jsdom

  it('shows 设置目标 only to a system administrator: a reviewer reads the progress', async () => {
    stubTopic551();
    sessionStore.start({ ...OPERATOR, operatorRoles: ['reviewer'] }, PAIR);
    open();
    await screen.findByText('/ 5 支');
    expect(screen.queryByText('设置目标')).toBeNull();
  });
});
