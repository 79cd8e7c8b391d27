import { SOLUTION_STATUS_LABELS } from '@dtmm/shared';
import { Alert, Breadcrumb, Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { RichText } from '@/components/content/rich-text';
import { SolutionStatusTag } from '@/features/solutions/components/solution-status-tag';
import { ADMIN_PATHS } from '../../admin-paths';
import { useRefreshAfterDecision, useSolutionReview } from '../api/solution-review-api';
import { currentOpinionNote } from '../review-words';
import { SolutionDecision } from './solution-decision';
import { SolutionFields } from './solution-fields';
import { SolutionHistory } from './solution-history';
import { SolutionImages } from './solution-images';

/** /admin/solutions/:id: the solution in full with its history; the moves its status allows. */
export function SolutionReviewPage() {
  const id = useParams().id ?? '';
  const { data: solution, isPending, isError } = useSolutionReview(id);
  const refresh = useRefreshAfterDecision();
  const crumbs = [{ title: <Link to={ADMIN_PATHS.solutions}>方案审核</Link> }, { title: '方案详情' }];
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !solution)
    return (
      <Result
        status="404"
        title="解决方案不存在或已无法查看"
        extra={<Link to={ADMIN_PATHS.solutions}>返回审核列表</Link>}
      />
    );
  const opinion = currentOpinionNote(solution.fdAddOn1, solution.reviews);
  return (
    <section className="admin-page">
      <Breadcrumb items={crumbs} />
      <div className="admin-review__head">
        <h1 className="admin-page__title">{solution.solutionName}</h1>
        <SolutionStatusTag status={solution.tableFlag} />
      </div>
      <SolutionDecision id={solution.id} status={solution.tableFlag} onDecided={refresh} />
      {opinion ? (
        <Alert type="error" showIcon title={SOLUTION_STATUS_LABELS[solution.tableFlag]} description={opinion} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card variant="borderless" title="方案信息">
              <SolutionFields solution={solution} />
            </Card>
            <Card variant="borderless" title="技术方案">
              <RichText html={solution.painPoints} empty="未填写技术方案" />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card variant="borderless" title="方案图片">
              <SolutionImages joined={solution.solutionImage} />
            </Card>
            <Card variant="borderless" title="审核记录">
              <SolutionHistory reviews={solution.reviews} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </section>
  );
}
