import { dcmmLevelTitle } from '@dtmm/shared';
import { Skeleton, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import type { CapabilityResult } from './capability-radar-option';

// ECharts is large: its chunk loads only for a record with a self-check.
const CapabilityRadar = lazy(async () => ({ default: (await import('./capability-radar')).CapabilityRadar }));

const COLUMNS: TableColumnsType<CapabilityResult> = [
  { title: '能力域', dataIndex: 'name', width: 120 },
  { title: '自查等级', key: 'level', width: 130, render: (_, area) => dcmmLevelTitle(area.level) },
  { title: '对应描述', dataIndex: 'statement' },
];

/** On a phone each area is a short block: name and level on a line, the statement under it. */
function CapabilityList({ capability }: { capability: readonly CapabilityResult[] }) {
  return (
    <ul className="dcmm-capability-list">
      {capability.map((area) => (
        <li key={area.id} className="dcmm-capability-list__item">
          <div className="dcmm-capability-list__head">
            <strong>{area.name}</strong>
            <span className="dcmm-capability-list__level">{dcmmLevelTitle(area.level)}</span>
          </div>
          <p className="dcmm-capability-list__statement">{area.statement}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The optional capability self-check of a DCMM record: a radar over the 8 areas and each area's
 * level with its statement, plainly labelled as the company's own view, not a certified level.
 */
export function CapabilitySection({ capability }: { capability: readonly CapabilityResult[] }) {
  const isPhone = useIsPhone();
  return (
    <section className="result-card" aria-labelledby="dcmm-capability-title">
      <h2 className="result-card__title" id="dcmm-capability-title">
        能力自查（非认证等级）
      </h2>
      <p className="dcmm-capability-note">
        以下是贵单位对照八个能力域所作的自查，仅供了解各领域的大致水平；认证等级只能通过正式评估取得。
      </p>
      <div className="dcmm-capability-view">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <CapabilityRadar capability={capability} />
        </Suspense>
        {isPhone ? (
          <CapabilityList capability={capability} />
        ) : (
          <Table<CapabilityResult>
            className="dcmm-capability-table"
            rowKey="id"
            size="small"
            columns={COLUMNS}
            dataSource={[...capability]}
            pagination={false}
          />
        )}
      </div>
    </section>
  );
}
