import type { AdminDashboard, CertifyType } from '@dtmm/shared';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { queueLink } from '../../certifications/queue-filters';

interface Figure {
  title: string;
  value: number;
  /** Where the card leads: the queue, pre-filtered, for the waiting ones. */
  to?: string;
  suffix?: ReactNode;
}

const waitingOf = (type: CertifyType, value: number): Figure => ({
  title: `待审核${type}认证`,
  value,
  to: queueLink({ certifyType: type }),
});

/** The counts of the dashboard as statistic cards, the waiting ones first. */
export function FigureCards({ data }: { data: AdminDashboard }) {
  const figures: Figure[] = [
    waitingOf('企业', data.waiting.enterprise),
    waitingOf('服务商', data.waiting.provider),
    { title: '已认证企业', value: data.certifiedCompanies },
    { title: '已认证服务商', value: data.certifiedProviders },
    { title: '注册用户', value: data.users, suffix: <small>（停用 {data.disabledUsers}）</small> },
    { title: '近7天审核', value: data.recentDecisions },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(({ title, value, to, suffix }) => {
        const statistic = <Statistic title={title} value={value} suffix={suffix} />;
        return (
          <Col key={title} xs={12} md={8} xl={4}>
            <Card variant="borderless" hoverable={Boolean(to)}>
              {to ? (
                <Link to={to} aria-label={`${title} ${value}`}>
                  {statistic}
                </Link>
              ) : (
                statistic
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
