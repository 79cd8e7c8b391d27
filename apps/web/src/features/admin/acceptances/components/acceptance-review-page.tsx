import '../acceptances.css';
import { FORMAL_MESSAGES, OPEN_FORMAL_STATUSES } from '@dtmm/shared';
import { Alert, Breadcrumb, Card, Col, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RevealSwitch } from '@/components/reveal-switch';
import { EvidenceList } from '@/features/formal-assessment/components/evidence-list';
import { FormalStatusTag } from '@/features/formal-assessment/components/formal-status-tag';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAcceptanceReview, useRefreshAfterDecision } from '../api/acceptances-api';
import { AcceptanceDecision } from './acceptance-decision';
import { AcceptanceHistory } from './acceptance-history';
import { ApplicationFields } from './application-fields';
import { CompanyFields } from './company-fields';
import { LatestSelfAssessment } from './latest-self-assessment';

/**
 * /admin/acceptances/:id: the application, the company, its latest self-assessment and the evidence
 * the assessors see; 受理 / 不予受理 while it waits, 录入评估结果 once accepted; while it is handled, the
 * company's phone in full on request (audited: the on-site visit is arranged with it).
 */
export function AcceptanceReviewPage() {
  const id = useParams().id ?? '';
  const [revealedId, setRevealedId] = useState<string | null>(null);
  const { data: review, isPending, isError } = useAcceptanceReview(id, revealedId === id);
  const refresh = useRefreshAfterDecision();
  const crumbs = [{ title: <Link to={ADMIN_PATHS.acceptances}>正式评估受理</Link> }, { title: '申请详情' }];
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !review)
    return (
      <Result
        status="404"
        title="申请不存在或已无法查看"
        extra={<Link to={ADMIN_PATHS.acceptances}>返回受理列表</Link>}
      />
    );
  const { application } = review;
  const companions = review.refusedAssessors.filter((entry) => entry.reason === FORMAL_MESSAGES.assessorIsCompanion);
  return (
    <section className="admin-page">
      <Breadcrumb items={crumbs} />
      <div className="admin-review__head">
        <h1 className="admin-page__title">
          {application.assessmentTypeName} · {application.company.companyName}
        </h1>
        <FormalStatusTag status={application.status} />
      </div>
      <AcceptanceDecision review={review} onDecided={refresh} />
      {companions.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`该企业551专题的陪跑服务商：${companions.map((entry) => entry.companyName).join('、')}，不能担任其正式评估机构`}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="acceptance-review__main">
          <Card variant="borderless" title="申请信息">
            <ApplicationFields application={application} />
          </Card>
          <Card
            variant="borderless"
            title="企业信息"
            extra={
              OPEN_FORMAL_STATUSES.includes(application.status) ? (
                <RevealSwitch checked={revealedId === id} onChange={(on) => setRevealedId(on ? id : null)} />
              ) : null
            }
          >
            <CompanyFields company={review.company} />
          </Card>
          <Card variant="borderless" title="最近一次自评估结果">
            <LatestSelfAssessment assessmentType={application.assessmentType} latest={review.latestSelfAssessment} />
          </Card>
          <Card variant="borderless" title="佐证材料">
            <EvidenceList evidence={application.evidence} thumbSize={96} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title="受理记录">
            <AcceptanceHistory history={review.history} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
