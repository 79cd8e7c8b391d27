import { reportMessages } from '@dtmm/shared';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useReportData } from '../report/api/report-api';
import { reportFileName, useReportPdfDownload } from '../report/hooks/use-report-pdf-download';
import { ReportSummary } from './report-summary';

interface ReportSummaryModalProps {
  recordId: string;
  open: boolean;
  onClose: () => void;
}

function ReportSummaryBody({ recordId }: { recordId: string }) {
  const { data, error, isLoading } = useReportData(recordId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !data) return <Alert type="error" showIcon title={error?.message || reportMessages.loadFailed} />;
  return <ReportSummary report={data} />;
}

/** 详细评估报告 (assessment.md 2): the report in brief, with 下载报告, 打印, 查看完整报告 and 关闭. */
export function ReportSummaryModal({ recordId, open, onClose }: ReportSummaryModalProps) {
  const { data } = useReportData(recordId);
  const { download } = useReportPdfDownload();
  const navigate = useNavigate();
  const footer = [
    <Button
      key="download"
      type="primary"
      disabled={!data}
      onClick={() => data && download(recordId, reportFileName(data.companyName, data.assessmentDate))}
    >
      下载报告
    </Button>,
    // The report page prints itself once its charts are drawn; a new tab keeps this page as it is.
    <Button key="print" onClick={() => window.open(RECORD_PATHS.reportPrint(recordId), '_blank', 'noopener')}>
      打印
    </Button>,
    <Button key="full" onClick={() => navigate(RECORD_PATHS.report(recordId))}>
      查看完整报告
    </Button>,
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
  ];
  return (
    <Modal
      className="report-summary-modal"
      title="详细评估报告"
      open={open}
      onCancel={onClose}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      <ReportSummaryBody recordId={recordId} />
    </Modal>
  );
}
