import { Alert, Breadcrumb, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RevealSwitch } from '@/components/reveal-switch';
import { ADMIN_PATHS } from '../../admin-paths';
import { CertificationStatusTag } from '../../components/certification-status-tag';
import { useCertificationReview } from '../api/certifications-api';
import { CompetingRequests } from './competing-requests';
import { LicenceImage } from './licence-image';
import { ReviewDecision } from './review-decision';
import { ReviewFields } from './review-fields';
import { ReviewHistory } from './review-history';

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * /admin/certifications/:id: the request in full, its licence and history; 通过 and 驳回 while it waits,
 * and, while it waits, the phones in full on request (audited).
 */
export function CertificationReviewPage() {
  const id = useParams().id ?? '';
  const [revealedId, setRevealedId] = useState<string | null>(null);
  const { data: review, isPending, isError, refetch } = useCertificationReview(id, revealedId === id);
  const crumbs = [{ title: <Link to={ADMIN_PATHS.certifications}>认证审核</Link> }, { title: '申请详情' }];
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !review)
    return (
      <Result
        status="404"
        title="申请不存在或已无法查看"
        extra={<Link to={ADMIN_PATHS.certifications}>返回审核列表</Link>}
      />
    );
  return (
    <section className="admin-page">
      <Breadcrumb items={crumbs} />
      <div className="admin-review__head">
        <h1 className="admin-page__title">
          {review.certifyType}认证 · {String(review.payload.companyName ?? '')}
        </h1>
        <CertificationStatusTag status={review.status} />
      </div>
      <CompetingRequests competing={review.competing} />
      {review.status === 2 ? (
        <Card variant="borderless" title="审核操作">
          <ReviewDecision requestId={review.id} onDecided={() => void refetch()} />
        </Card>
      ) : null}
      {review.status === 0 && review.rejectReason ? (
        <Alert type="error" showIcon title="已驳回" description={`驳回原因：${review.rejectReason}`} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            variant="borderless"
            title={`申请信息（提交于 ${review.submittedAt}）`}
            extra={
              review.status === 2 ? (
                <RevealSwitch checked={revealedId === id} onChange={(on) => setRevealedId(on ? id : null)} />
              ) : null
            }
          >
            <ReviewFields review={review} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title="营业执照">
            <LicenceImage fileId={review.licenseFileId} logoId={textOf(review.payload.logo)} />
          </Card>
          <Card variant="borderless" title="审核记录" className="admin-review__history">
            <ReviewHistory history={review.history} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
