import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ReportData } from '@dtmm/shared';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { RECORD_PATHS } from '../../assessment-links';
import { reportFileName, useReportPdfDownload } from '../hooks/use-report-pdf-download';
import { REPORT_TITLE } from '../report-mode';

interface ReportToolbarProps {
  recordId: string;
  data: ReportData | undefined;
  /** Printing waits until every chart has drawn. */
  isReady: boolean;
}

/** The sticky bar above the sheets; never printed. */
export function ReportToolbar({ recordId, data, isReady }: ReportToolbarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { download, isDownloading } = useReportPdfDownload();
  // Opened in a new tab there is no page to go back to: go to the assessment list instead.
  const back = () => (location.key === 'default' ? navigate(RECORD_PATHS.list) : navigate(-1));
  const save = () => {
    if (data) download(recordId, reportFileName(data.companyName, data.assessmentDate));
  };
  return (
    <div className="report-toolbar report-no-print">
      <div className="report-toolbar__inner">
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
        <span className="report-toolbar__title">{REPORT_TITLE}</span>
        <div className="report-toolbar__actions">
          <Button icon={<DownloadOutlined />} disabled={!data} loading={isDownloading} onClick={save}>
            下载PDF
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!isReady} onClick={() => window.print()}>
            打印
          </Button>
        </div>
      </div>
    </div>
  );
}
