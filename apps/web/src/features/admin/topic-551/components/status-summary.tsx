import { SERVICE_STATUSES, type ServiceStatus, type Topic551Progress } from '@dtmm/shared';
import { Card, Col, Progress, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { useServiceStatusLabels } from '@/features/service-management/components/service-status-tag';
import { servedEnterprisesLink } from '../served-filters';

interface StatusSummaryProps {
  progress: Topic551Progress;
  labels: ReturnType<typeof useServiceStatusLabels>;
}

const COUNT_OF: Record<ServiceStatus, 'planned' | 'inService' | 'completed'> = {
  [SERVICE_STATUSES.planned]: 'planned',
  [SERVICE_STATUSES.inService]: 'inService',
  [SERVICE_STATUSES.completed]: 'completed',
};

/**
 * The year's served enterprises by status, each a link to them in the list, and the completion
 * rate as the server computes it (completed against the enterprise target).
 */
export function StatusSummary({ progress, labels }: StatusSummaryProps) {
  const year = String(progress.year);
  const rate = Number.parseFloat(progress.progressRate);
  return (
    <Card variant="borderless" title="服务企业进度">
      <Row gutter={[16, 16]}>
        {(Object.keys(COUNT_OF) as ServiceStatus[]).map((status) => (
          <Col key={status} xs={8} lg={5}>
            <Link to={servedEnterprisesLink({ serviceStatus: status, submitYear: year })}>
              <Statistic title={labels[status]} value={progress[COUNT_OF[status]]} suffix="家" />
            </Link>
          </Col>
        ))}
        <Col xs={24} lg={9}>
          <Statistic title="完成率（已完成 / 目标企业数）" value={progress.progressRate} />
          <Progress
            aria-label="551专题完成率"
            percent={Number.isFinite(rate) ? Math.min(100, rate) : 0}
            showInfo={false}
          />
        </Col>
      </Row>
    </Card>
  );
}
