import { reportMessages } from '@dtmm/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-blob';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useThrottledCallback } from '@/lib/use-throttled-callback';
import { fetchReportPdf } from '../api/report-api';

/** assessment.md 9: the download button is throttled to 1 s. */
const DOWNLOAD_THROTTLE_MS = 1000;
const GENERATING_KEY = 'report-pdf';

/**
 * Downloads a record's PDF report: one download at a time (a second click while one runs hears so),
 * throttled to 1 s, '正在生成本评估报告，请稍等...' while the server renders, then 'PDF导出成功' or the
 * server's reason ('PDF导出失败，请重试' when it gives none).
 */
export function useReportPdfDownload() {
  const { message } = App.useApp();
  const { isRunning, run } = useSingleFlight();
  const download = useCallback(
    async (recordId: string, fileName: string) => {
      const started = await run(async () => {
        message.open({ type: 'loading', content: reportMessages.generating, key: GENERATING_KEY, duration: 0 });
        try {
          saveBlob(await fetchReportPdf(recordId), fileName);
          message.open({ type: 'success', content: reportMessages.pdfOk, key: GENERATING_KEY });
        } catch (error) {
          const text = isApiError(error) && error.message ? error.message : reportMessages.pdfExportFailed;
          message.open({ type: 'error', content: text, key: GENERATING_KEY });
        }
      });
      if (!started) message.warning(reportMessages.downloadBusy);
    },
    [message, run],
  );
  return { isDownloading: isRunning, download: useThrottledCallback(download, DOWNLOAD_THROTTLE_MS) };
}

/** '山西并州智能矿山装备有限公司-企业数字化转型评估报告-2026-11-25.pdf' */
export const reportFileName = (companyName: string, date: string) =>
  `${companyName}-企业数字化转型评估报告-${date}.pdf`;
