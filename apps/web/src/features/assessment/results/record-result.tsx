import './result-page.css';
import { messages } from '@dtmm/shared';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useRecordDetail } from '../api/assessment-api';
import { ResultReport } from './result-report';

function BackToList() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(RECORD_PATHS.list)}>
      返回评估列表
    </Button>
  );
}

function Notice({ status, title, detail }: { status: 'warning' | 'error'; title: string; detail?: ReactNode }) {
  return (
    <Result
      className="result-card result-notice"
      status={status}
      title={title}
      subTitle={detail}
      extra={<BackToList />}
    />
  );
}

interface ResultLoad<T> {
  data: T | undefined;
  error: Error | null;
  isLoading: boolean;
}

/**
 * What the result page shows before a result (every type): a missing id, loading, or a failed load
 * with '请求错误' and nothing of the result (assessment.md 8); the api client has already shown the
 * server's msg, which is repeated here in small.
 */
export function ResultGate<T>({
  id,
  load: { data, error, isLoading },
  children,
}: {
  id: string;
  load: ResultLoad<T>;
  children: (data: T) => ReactNode;
}) {
  if (!id) return <Notice status="warning" title="未找到评估记录" detail="请从评估列表中选择要查看的评估。" />;
  if (isLoading) return <Skeleton className="result-card" active paragraph={{ rows: 10 }} />;
  if (error || !data) {
    const detail = error && error.message !== messages.common.requestError ? error.message : undefined;
    return <Notice status="error" title={messages.common.requestError} detail={detail} />;
  }
  return children(data);
}

/** The diagnosis or 551 result of the record named by `id`. */
export function RecordResult({ id }: { id: string }) {
  const load = useRecordDetail(id);
  return (
    <ResultGate id={id} load={load}>
      {(detail) => <ResultReport detail={detail} />}
    </ResultGate>
  );
}
