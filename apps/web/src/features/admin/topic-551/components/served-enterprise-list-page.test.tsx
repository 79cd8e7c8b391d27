import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRow } from '@/features/assessment/results/result-fixtures';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { DETAIL, queryOf, stubTopic551 } from '../topic551-fixtures';
import { ServedEnterpriseListPage } from './served-enterprise-list-page';

beforeEach(() => tokenStorage.set('op-token'));
afterEach(() => {
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

const LIST = '/api/admin/served-enterprises?';
const THIS_YEAR = String(new Date().getFullYear());
const open = (entry = '/admin/topic551/enterprises') =>
  renderWithApp(<ServedEnterpriseListPage />, { path: '/admin/topic551/enterprises', entry });

/** Picks an option of a labelled Select (label and title queries: role queries over a table are slow). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
}
const button = (name: string) => screen.getByText(name, { selector: 'button *' });

describe('/admin/topic551/enterprises', () => {
  it('opens on this year and shows provider, enterprise, region, level, completion time and status', async () => {
    const { callsTo } = stubTopic551();
    open();
    const done = await findRow('71');
    expect(queryOf(callsTo('GET', LIST)[0]?.url)).toEqual({ submitYear: THIS_YEAR, page: '1', limit: '10' });
    expect(within(done).getByText('晋云数智服务有限公司')).toBeTruthy();
    expect(within(done).getByText('晋数科技有限公司')).toBeTruthy();
    expect(within(done).getByText('山西省 太原市 小店区')).toBeTruthy();
    expect(within(done).getByText('二级 · 场景应用')).toBeTruthy();
    expect(within(done).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(within(done).getByText('已完成', { selector: '.ant-tag' })).toBeTruthy();
    const planned = await findRow('72');
    expect(within(planned).getAllByText('-')).toHaveLength(3); // no region, no level, no completion yet
    expect(within(planned).getByText('待服务', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('sends the name and provider it is given, from page 1, in the address', async () => {
    const { callsTo } = stubTopic551();
    const { router } = open('/admin/topic551/enterprises?page=3');
    await findRow('71');
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '晋数' } });
    await choose('服务商', '太行工业互联服务有限公司');
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?queryCondition=${encodeURIComponent('晋数')}&serviceProviderId=9`),
    );
    await waitFor(() =>
      expect(queryOf(callsTo('GET', LIST).at(-1)?.url)).toEqual({
        queryCondition: '晋数',
        serviceProviderId: '9',
        submitYear: THIS_YEAR,
        page: '1',
        limit: '10',
      }),
    );
  }, 30_000); // a select over a table is slow to drive in jsdom

  it('reads status, type and 全部年份 from the address: no year is sent, and the form shows them', async () => {
    const { callsTo } = stubTopic551();
    const { router } = open('/admin/topic551/enterprises?serviceStatus=1&companyCompanyType=2&submitYear=');
    await findRow('71');
    expect(queryOf(callsTo('GET', LIST)[0]?.url)).toEqual({
      serviceStatus: '1',
      companyCompanyType: '2',
      page: '1',
      limit: '10',
    });
    expect(await screen.findByTitle('集团企业')).toBeTruthy();
    expect(screen.getByTitle('服务中')).toBeTruthy();
    expect(screen.getByTitle('全部年份')).toBeTruthy();

    fireEvent.click(button('重置'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(queryOf(callsTo('GET', LIST).at(-1)?.url)).toEqual({ submitYear: THIS_YEAR, page: '1', limit: '10' }),
    );
  });

  it('shows an enterprise’s facts, score, level and time, its site photos and the report link, with the token', async () => {
    stubTopic551();
    open();
    fireEvent.click(within(await findRow('71')).getByText('详情'));
    const drawer = (await screen.findByText('91140100MA0K123456')).closest('.ant-drawer') as HTMLElement;
    for (const text of [
      '李明',
      '13500000003',
      '58.5',
      '二级 · 场景应用',
      '2026-03-02 10:00:00',
      '山西省 太原市 小店区',
    ]) {
      expect(within(drawer).getByText(text)).toBeTruthy();
    }
    expect(await within(drawer).findByText('制造业')).toBeTruthy();
    expect(within(drawer).getByText('100-299人')).toBeTruthy();
    expect(within(drawer).getByText('2000万-1亿元')).toBeTruthy();

    expect(within(drawer).getByText('现场照片（2/5）')).toBeTruthy();
    const photos = DETAIL.sitePhotoFiles.map((_, index) => within(drawer).getByAltText(`现场照片${index + 1}`));
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/api/dtmm/common/file/download/f-site-1?access_token=op-token',
      '/api/dtmm/common/file/download/f-site-2?access_token=op-token',
    ]);
    const report = within(drawer).getByText('晋数科技551评估报告.pdf');
    expect(report.getAttribute('href')).toBe('/api/dtmm/common/file/download/f-report?access_token=op-token');
    expect(report.getAttribute('target')).toBe('_blank');
    expect(within(drawer).getByAltText('营业执照').getAttribute('src')).toContain('f-licence?access_token=op-token');

    // The image viewer opens on a photo.
    fireEvent.click(photos[0] as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  }, 30_000);

  it('says so when the provider has not uploaded photos or the report yet', async () => {
    stubTopic551({
      detail: { ...DETAIL, sitePhotos: '', assessmentReport: '', sitePhotoFiles: [], assessmentReportFile: null },
    });
    open();
    fireEvent.click(within(await findRow('71')).getByText('详情'));
    expect(await screen.findByText('服务商尚未上传现场照片')).toBeTruthy();
    expect(screen.getByText('现场照片（0/5）')).toBeTruthy();
    expect(screen.getByText('服务商尚未上传评估报告')).toBeTruthy();
  });
});
