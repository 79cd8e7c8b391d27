import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { CertificationQueuePage } from './certification-queue-page';

const ROW = {
  id: '11',
  certifyType: '企业',
  status: 2,
  companyId: null,
  companyName: '晋城数智科技有限公司',
  creditCode: '91140100000000301X',
  applicantUserId: '30',
  applicantName: 'jc_apply',
  rejectReason: null,
  submittedAt: '2026-11-02 10:00:00',
  decidedAt: null,
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ code: 0, msg: 'ok', data: [ROW], total: 1 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The query of the latest queue call. */
const lastQuery = () => {
  const url = String(fetchMock.mock.calls.at(-1)?.[0]);
  expect(url).toContain('/api/admin/certifications?');
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
};

const open = (entry: string) => renderWithApp(<CertificationQueuePage />, { path: '/admin/certifications', entry });

describe('certification queue', () => {
  it('opens on 审核中 and links each row to its review', async () => {
    open('/admin/certifications');
    const link = await screen.findByRole('link', { name: ROW.companyName });
    expect(link.getAttribute('href')).toBe('/admin/certifications/11');
    expect(screen.getByText('审核中', { selector: '.ant-tag' })).toBeTruthy();
    expect(lastQuery()).toEqual({ status: '2', page: '1', limit: '10' });
  });

  it('reads its filters from the address, so reload and back keep them', async () => {
    open(
      `/admin/certifications?certifyType=${encodeURIComponent('服务商')}&keyword=${encodeURIComponent('晋城')}&page=2`,
    );
    await screen.findByRole('link', { name: ROW.companyName });
    expect(lastQuery()).toEqual({ certifyType: '服务商', status: '2', keyword: '晋城', page: '2', limit: '10' });
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('晋城');
  });

  it('puts a search in the address from page 1 and sends it; 全部 statuses sends none; 重置 clears', async () => {
    const { router } = open('/admin/certifications?page=3');
    await screen.findByRole('link', { name: ROW.companyName });
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '数智' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '审核状态' }));
    const dropdown = await screen.findByRole('listbox');
    expect(dropdown).toBeTruthy();
    fireEvent.click(within(document.body).getAllByTitle('全部').at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?status=all&keyword=${encodeURIComponent('数智')}`));
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: '数智', page: '1', limit: '10' }));

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery()).toEqual({ status: '2', page: '1', limit: '10' }));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
  });
});
