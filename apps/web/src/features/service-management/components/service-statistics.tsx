import type { ServedEnterpriseStatistics } from '@dtmm/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { progressText } from '../service-view';

/** Four across beside the menu on a desktop, two on a tablet, one under another on a phone. */
const CARD_SPAN = { xs: 24, sm: 12, xl: 6 } as const;

interface ServiceStatisticsProps {
  statistics: ServedEnterpriseStatistics | undefined;
  isLoading: boolean;
}

/** The year's cards: served enterprises, still to serve, completed and the progress (assessment.md 3). */
export function ServiceStatistics({ statistics, isLoading }: ServiceStatisticsProps) {
  const cards = [
    { key: 'special', title: '专项服务企业', value: statistics?.specialProjectCount ?? 0, suffix: '家' },
    { key: 'planned', title: '待服务', value: statistics?.plannedCount ?? 0, suffix: '家' },
    { key: 'completed', title: '已完成', value: statistics?.completedCount ?? 0, suffix: '家' },
    { key: 'progress', title: '完成进度', value: progressText(statistics?.progressRate), suffix: undefined },
  ];
  return (
    <Row className="service-stats" gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} {...CARD_SPAN}>
          <Card className={`service-stat service-stat--${card.key}`} size="small">
            <Statistic title={card.title} value={card.value} suffix={card.suffix} loading={isLoading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
