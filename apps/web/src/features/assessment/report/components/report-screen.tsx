import { useMemo, useState } from 'react';
import { ImageViewer } from '@/components/image-viewer/image-viewer';
import '../report-sheets.css';
import '../report-content.css';
import '../report-print.css';
import { type ChartImage, ChartSettingsContext } from '../charts/chart-context';
import { useReportSources } from '../hooks/use-report-sources';
import { useAutoPrint, useReportMode, useReportTitle } from '../report-mode';
import { useReportReadiness } from '../report-readiness';
import { ReportDocument } from './report-document';
import { ReportError, ReportSkeleton } from './report-states';
import { ReportToolbar } from './report-toolbar';

/** The report page's body: data, readiness signal, print mode, toolbar, the sheets and the image viewer. */
export function ReportScreen({ recordId }: { recordId: string }) {
  const { isPrint, isAutoprint } = useReportMode();
  const { report, recommendations, topProviders, state, retry, hasRetried } = useReportSources(recordId);
  const { tracker, isReady } = useReportReadiness(state);
  const [image, setImage] = useState<ChartImage | null>(null);
  const settings = useMemo(() => ({ isPrint, tracker, onView: isPrint ? null : setImage }), [isPrint, tracker]);
  useReportTitle();
  useAutoPrint(isReady && isAutoprint);
  return (
    <div className={isPrint ? 'report-page report-page--print' : 'report-page'}>
      {!isPrint && <ReportToolbar recordId={recordId} data={report.data} isReady={isReady} />}
      <ChartSettingsContext value={settings}>
        <main className="report-pages">
          {report.isError && (
            <ReportError error={report.error} hasRetried={hasRetried} isRetrying={report.isFetching} onRetry={retry} />
          )}
          {report.isPending && <ReportSkeleton />}
          {report.data && !report.isError && (
            <ReportDocument
              data={report.data}
              recommendations={{ map: recommendations.data, isFailed: recommendations.isError }}
              providers={{ list: topProviders.data ?? [], isFailed: topProviders.isError }}
            />
          )}
        </main>
      </ChartSettingsContext>
      <ImageViewer image={image} onClose={() => setImage(null)} />
    </div>
  );
}
