import { Button } from 'antd';
import { useState } from 'react';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { LinkButton } from '../questionnaire/components/link-button';
import { ReportSummaryModal } from './report-summary-modal';

/** 查看评估报告 leads to the printable report; 详细评估报告 shows it in brief first. */
export function ReportEntry({ recordId }: { recordId: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <LinkButton type="primary" to={RECORD_PATHS.report(recordId)}>
        查看评估报告
      </LinkButton>
      <Button onClick={() => setOpen(true)}>详细评估报告</Button>
      <ReportSummaryModal recordId={recordId} open={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
