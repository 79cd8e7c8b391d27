import type { Topic551Progress } from '@dtmm/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { GoalProgress } from './goal-progress';

interface Goal {
  key: 'squads' | 'experts' | 'enterprises';
  title: string;
  unit: string;
  note: string;
}

/** The 551 action's three goals: 5 service squads, 50 experts, 100 enterprises (targets per year). */
const GOALS: Goal[] = [
  { key: 'squads', title: '服务队', unit: '支', note: '当年有服务企业的服务商' },
  { key: 'experts', title: '专家', unit: '名', note: '运营人员登记的在册专家' },
  { key: 'enterprises', title: '企业', unit: '家', note: '当年开展551专题评估的企业' },
];

/** One card per goal: the figure against its target, and the bar towards it. */
export function TargetCards({ progress }: { progress: Topic551Progress }) {
  return (
    <Row gutter={[16, 16]}>
      {GOALS.map(({ key, title, unit, note }) => (
        <Col key={key} xs={24} md={8}>
          <Card variant="borderless" className="topic551-goal">
            <Statistic title={title} value={progress[key]} suffix={`/ ${progress.targets[key]} ${unit}`} />
            <GoalProgress label={`${title}目标完成进度`} done={progress[key]} goal={progress.targets[key]} />
            <div className="admin-muted">{note}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
