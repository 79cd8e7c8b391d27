import { messages, SERVICE_MESSAGES } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { fileOf as fileInfoOf, stubUploads } from '@/features/formal-assessment/formal-fixtures';
import { PROVIDER_ADMIN, PROVIDER_MEMBER } from '@/features/solutions/components/manage/solution-fixtures';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR } from '@/test/session-fixtures';
import { BASE, detailOf, queriesOf, type ServiceApiOptions, stubServiceApi } from '../service-management-fixtures';
import { ServiceManagementPage } from './service-management-page';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;
/** A picked file of the given name and size (jsdom keeps the content small). */
const fileOf = (name: string, size = 1024) => {
  const file = new File(['x'], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const field = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const pick = (label: string, ...files: File[]) =>
  fireEvent.change(field(label).querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
// Text queries: role queries over a modal this size cost seconds under jsdom.
const button = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;

/** Uploads that answer only when told, so a test sees a file on its way (its progress, 保存 waiting). */
function holdUploads() {
  class HeldXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      sent.push(this);
    }
  }
  const sent: HeldXhr[] = [];
  vi.stubGlobal('XMLHttpRequest', HeldXhr);
  return {
    count: () => sent.length,
    progress: (percent: number) =>
      sent[0]?.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent),
    finish: () => {
      const xhr = sent[0];
      if (!xhr) return;
      xhr.status = 200;
      xhr.responseText = JSON.stringify({ code: 0, msg: '上传成功~', data: fileInfoOf('up-9', 'up-9') });
      xhr.onload?.();
    },
  };
}

/** The page as a provider's member, on page 2 of the list, with the first enterprise's detail open. */
async function openDetail(options: ServiceApiOptions = {}, user = PROVIDER_ADMIN) {
  sessionStore.start(user, PAIR);
  const api = stubServiceApi({ total: 25, ...options });
  renderWithApp(<ServiceManagementPage />, { path: '/user/serviceManagement' });
  await screen.findByText('长治太行精铸有限公司');
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(queriesOf(api.callsTo('GET', `${BASE}/listFull`)).at(-1)?.page).toBe('2'));
  fireEvent.click(screen.getByLabelText('查看详情：晋数科技有限公司'));
  const dialog = (await screen.findByText('91140100MA0K123456')).closest('.ant-modal') as HTMLElement;
  return { ...api, dialog };
}

describe('the served enterprise’s detail (assessment.md 2, 3, 5)', () => {
  it('shows the enterprise, its diagnosis and the licence with the token', async () => {
    const { dialog } = await openDetail();
    expect(within(dialog).getByText('服务详情')).toBeTruthy();
    expect(within(dialog).getByText('48.50')).toBeTruthy();
    expect(within(dialog).getByText('二级 · 场景应用')).toBeTruthy();
    expect(within(dialog).getByText('100-299人')).toBeTruthy();
    expect(within(dialog).getByText('300万-2000万元')).toBeTruthy();
    expect(within(dialog).getByText('山西省 太原市 小店区')).toBeTruthy();
    expect(within(dialog).getByText('服务中')).toBeTruthy();
    expect(within(dialog).getByAltText('营业执照').getAttribute('src')).toBe(
      '/api/dtmm/common/file/download/lic-1?access_token=a1',
    );
    // The saved photo is a thumbnail carrying the token; it opens in 图片查看.
    const thumb = await within(field('现场照片')).findByAltText('p-1');
    expect(thumb.getAttribute('src')).toBe('/api/dtmm/common/file/download/p-1?access_token=a1');
    fireEvent.click(within(field('现场照片')).getByTitle('预览文件'));
    expect(await screen.findByText('图片查看')).toBeTruthy();
    expect(document.querySelector('.image-viewer__image')?.getAttribute('src')).toBe(
      '/api/dtmm/common/file/download/p-1?access_token=a1',
    );
  }, 30_000);

  it('saves the photos and the report as comma lists, then reloads the list and the cards from page 1', async () => {
    const { callsTo } = await openDetail();
    const { purposes } = stubUploads();
    pick('现场照片', fileOf('厂房.png'));
    expect(await within(field('现场照片')).findByAltText('up-1')).toBeTruthy();
    pick('评估报告', fileOf('评估报告.pdf'));
    expect(await within(field('评估报告')).findByText('up-2')).toBeTruthy();
    expect(purposes).toEqual(['sitePhoto', 'report']);
    const statisticsBefore = callsTo('GET', `${BASE}/statistics`).length;

    fireEvent.click(button('保存') as HTMLElement);
    expect(await toast(SERVICE_MESSAGES.saved)).toBeTruthy();
    expect(callsTo('POST', `${BASE}/update`).map((call) => call.body)).toEqual([
      { id: '71', sitePhotos: 'p-1,up-1', assessmentReport: 'up-2' },
    ]);
    await waitFor(() => expect(screen.queryByText('91140100MA0K123456')).toBeNull());
    await waitFor(() => expect(queriesOf(callsTo('GET', `${BASE}/listFull`)).at(-1)?.page).toBe('1'));
    await waitFor(() => expect(callsTo('GET', `${BASE}/statistics`).length).toBeGreaterThan(statisticsBefore));
  }, 30_000);

  it('waits with 保存 while a photo is on its way, showing its progress', async () => {
    await openDetail();
    const held = holdUploads();
    pick('现场照片', fileOf('厂房.png'));
    await waitFor(() => expect(held.count()).toBe(1));
    held.progress(40);
    expect(await within(field('现场照片')).findByText('厂房.png')).toBeTruthy();
    await waitFor(() => expect(field('现场照片').querySelector('.ant-progress')).toBeTruthy());
    expect((button('保存') as HTMLButtonElement).disabled).toBe(true);
    held.finish();
    await waitFor(() => expect((button('保存') as HTMLButtonElement).disabled).toBe(false));
  }, 30_000);

  it('refuses a wrong photo before sending, in the spec’s words: format, size and the sixth', async () => {
    const four = 'p-1,p-2,p-3,p-4';
    const { sent } = await openDetail({ detail: detailOf({ sitePhotos: four }) });
    const { purposes } = stubUploads();
    pick('现场照片', fileOf('扫描件.pdf'));
    expect(await toast(messages.file.sitePhotoFormat)).toBeTruthy();
    pick('现场照片', fileOf('航拍.png', 6 * MB));
    expect(await toast(messages.file.sitePhotoSize)).toBeTruthy();
    // Four saved: the first of two more goes, the second would be the sixth.
    pick('现场照片', fileOf('五.png'), fileOf('六.png'));
    expect(await toast(messages.file.sitePhotoCount)).toBeTruthy();
    await waitFor(() => expect(purposes).toEqual(['sitePhoto']));
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 30_000);

  it('refuses a wrong report before sending: format, size and a second file', async () => {
    await openDetail({ detail: detailOf({ assessmentReport: 'r-1' }) });
    const { purposes } = stubUploads();
    pick('评估报告', fileOf('报告.docx'));
    expect(await toast(messages.file.reportFormat)).toBeTruthy();
    pick('评估报告', fileOf('报告.pdf', 21 * MB));
    expect(await toast(messages.file.reportSize)).toBeTruthy();
    pick('评估报告', fileOf('另一份.pdf'));
    expect(await toast(messages.file.reportCount)).toBeTruthy();
    expect(purposes).toEqual([]);
    // The saved report opens by its link, with the token.
    expect(within(field('评估报告')).getByText('r-1').closest('a')?.getAttribute('href')).toBe(
      '/api/dtmm/common/file/download/r-1?access_token=a1',
    );
  }, 30_000);

  it('shows the server’s reason when saving is refused, and its own words when the server cannot be reached', async () => {
    let answer = () => json({ code: 400, msg: SERVICE_MESSAGES.sitePhotoFile }, 400);
    await openDetail({ update: () => answer() });
    fireEvent.click(button('保存') as HTMLElement);
    expect(await toast(SERVICE_MESSAGES.sitePhotoFile)).toBeTruthy();
    expect(screen.getByText('91140100MA0K123456')).toBeTruthy();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(button('保存') as HTMLElement);
    expect(await toast(SERVICE_MESSAGES.saveFailed)).toBeTruthy();
  }, 30_000);

  it('a USER member sees the evidence without a save button or an upload', async () => {
    const { dialog } = await openDetail({}, PROVIDER_MEMBER);
    expect(button('保存')).toBeNull();
    expect(button('关闭')).toBeTruthy();
    expect(within(dialog).queryByText('上传照片')).toBeNull();
    expect(within(dialog).queryByText('上传PDF')).toBeNull();
    expect(await within(field('现场照片')).findByAltText('p-1')).toBeTruthy();
  }, 30_000);
});
