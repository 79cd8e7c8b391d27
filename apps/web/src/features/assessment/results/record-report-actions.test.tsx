import { reportMessages } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { AssessmentListPage } from '../pages/assessment-list-page';
import { buttonIn, findRow, pdfResponse, record, stubAssessmentApi } from './result-fixtures';

/** The file names the saved links were given. */
let saved: string[] = [];

beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/user/digitalization';
const RECORDS = [record({ id: '42' }), record({ id: '45', answerTime: '2026-11-22 08:00:00' })];
const open = () => renderWithApp(<AssessmentListPage />, { path: PATH });
const downloadIn = async (id: string) => buttonIn(await findRow(id), '下载报告') as HTMLElement;

describe('/user/digitalization report actions (assessment.md 2 and 4, Downloads)', () => {
  it('预览报告 opens the printable report of the record', async () => {
    stubAssessmentApi({ records: RECORDS });
    const { router } = open();
    fireEvent.click(within(await findRow('42')).getByText('预览报告'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluationReport/42'));
  });

  it('downloads the PDF once on a double click, names the file and says it worked', async () => {
    const { callsTo } = stubAssessmentApi({ records: RECORDS });
    open();
    const button = await downloadIn('42');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(reportMessages.pdfOk)).toBeTruthy();
    expect(callsTo('GET', 'reportPdf/42')).toHaveLength(1);
    expect(saved).toEqual(['晋数科技有限公司-企业数字化转型评估报告-2026-11-20.pdf']);
  });

  it('shows the server msg when the PDF is refused', async () => {
    stubAssessmentApi({ records: RECORDS, pdf: () => json({ code: 500, msg: '报告生成繁忙，请稍后再试' }, 503) });
    open();
    fireEvent.click(await downloadIn('42'));
    expect(await screen.findByText('报告生成繁忙，请稍后再试')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says a download is under way when another is asked for while one runs', async () => {
    let answer: (response: Response) => void = () => {};
    const { callsTo } = stubAssessmentApi({
      records: RECORDS,
      pdf: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    open();
    fireEvent.click(await downloadIn('42'));
    expect(await screen.findByText(reportMessages.generating)).toBeTruthy();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1500); // past the 1 s throttle: the second click reaches the guard
    fireEvent.click(await downloadIn('45'));
    expect(await screen.findByText(reportMessages.downloadBusy)).toBeTruthy();
    answer(pdfResponse());
    expect(await screen.findByText(reportMessages.pdfOk)).toBeTruthy();
    expect(callsTo('GET', 'reportPdf')).toHaveLength(1);
    expect(saved).toEqual(['晋数科技有限公司-企业数字化转型评估报告-2026-11-20.pdf']);
  });
});
