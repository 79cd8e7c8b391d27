import { reportMessages } from '@dtmm/shared';
import { Button, Result, Skeleton } from 'antd';
import { isApiError } from '@/lib/api-error';

/** While the report loads: a sheet of placeholder lines, as tall as a cover. */
export function ReportSkeleton() {
  return (
    <section className="report-sheet report-sheet--loading" aria-busy="true" aria-label="报告加载中">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 14 }} />
    </section>
  );
}

/** The first failure says the server's reason (or 获取报告数据失败); a failed retry says 加载报告数据失败，请重试. */
export function reportErrorText(error: unknown, hasRetried: boolean): string {
  if (hasRetried) return reportMessages.reloadFailed;
  const isRefusal = isApiError(error) && (error.kind === 'business' || error.kind === 'http');
  return isRefusal && error.message ? error.message : reportMessages.loadFailed;
}

interface ReportErrorProps {
  error: unknown;
  hasRetried: boolean;
  isRetrying: boolean;
  onRetry: () => void;
}

export function ReportError({ error, hasRetried, isRetrying, onRetry }: ReportErrorProps) {
  return (
    <div className="report-sheet">
      <Result
        status="error"
        title={reportErrorText(error, hasRetried)}
        extra={
          <Button type="primary" loading={isRetrying} onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
