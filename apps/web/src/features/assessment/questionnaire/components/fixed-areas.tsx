import { LockOutlined } from '@ant-design/icons';
import type { BankTreeArea } from '@dtmm/shared';
import { Tag } from 'antd';
import { indicatorCount } from '../indicator-cropping-rules';

/** The variant's areas assessed in full (基础, 治理, 成效): shown, not choosable. */
export function FixedAreas({ areas }: { areas: readonly BankTreeArea[] }) {
  return (
    <ul className="fixed-areas" aria-label="全部评估的维度">
      {areas.map((area) => (
        <li key={area.id} className="fixed-areas__area">
          <h3 className="fixed-areas__name">
            <LockOutlined /> {area.name}
            <span className="fixed-areas__count">全部 {indicatorCount(area)} 项</span>
          </h3>
          <div className="fixed-areas__indicators">
            {area.children.flatMap((group) =>
              group.children.map((indicator) => <Tag key={indicator.id}>{indicator.name}</Tag>),
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
