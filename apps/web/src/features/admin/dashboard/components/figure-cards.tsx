import type { AdminDashboard, CertifyType } from '@dtmm/shared';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { queueLink } from '../../certifications/queue-filters';

interface Figure {
  title: string;
  /** undefined while a count of its own is still loading. */
  value: number | undefined;
  /** Where the card leads: the queue, pre-filtered, for the waiting ones. */
  to?: string;
  suffix?: ReactNode;
}

/** The three waiting queues share a row, the four platform figures the next (from a tablet up). */
const WAITING_SPAN = { xs: 12, sm: 8 };
const FIGURE_SPAN = { xs: 12, md: 6 };

const waitingOf = (type: CertifyType, value: number): Figure => ({
  title: `待审核${type}认证`,
  value,
  to: queueLink({ certifyType: type }),
});

interface FigureCardsProps {
  data: AdminDashboard;
  /** The solution queue's own total (the dashboard's answer does not count solutions). */
  pendingSolutions: number | undefined;
}

/** The counts of the dashboard as statistic cards, the waiting ones first. */
export function FigureCards({ data, pendingSolutions }: FigureCardsProps) {
  const waiting: Figure[] = [
    waitingOf('企业', data.waiting.enterprise),
    waitingOf('服务商', data.waiting.provider),
    { title: '待审核解决方案', value: pendingSolutions, to: ADMIN_PATHS.solutions },
  ];
  const platform: Figure[] = [
    { title: '已认证企业', value: data.certifiedCompanies },
    { title: '已认证服务商', value: data.certifiedProviders },
    { title: '注册用户', value: data.users, suffix: <small>（停用 {data.disabledUsers}）</small> },
    { title: '近7天审核', value: data.recentDecisions },
  ];
  const cards = [
    ...waiting.map((figure) => ({ figure, span: WAITING_SPAN })),
    ...platform.map((figure) => ({ figure, span: FIGURE_SPAN })),
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ figure: { title, value, to, suffix }, span }) => {
        const statistic = <Statistic title={title} value={value} loading={value === undefined} suffix={suffix} />;
        return (
          <Col key={title} {...span}>
            <Card variant="borderless" hoverable={Boolean(to)}>
              {to ? (
                <Link to={to} aria-label={`${title} ${value ?? ''}`}>
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
