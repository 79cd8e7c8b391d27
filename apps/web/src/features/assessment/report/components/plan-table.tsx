import type { ImprovementPlan, PlanMove } from '@dtmm/shared';
import { Tag } from 'antd';
import { formatEffect, formatScore, levelName, percentOf } from '../report-format';
import { type ReportColumn, ReportTable } from './report-table';

const percent = (share: number) => `${percentOf(share)}%`;

const COLUMNS: ReportColumn<PlanMove>[] = [
  { key: 'index', title: '序号', width: '8%', render: (_row, index) => index + 1 },
  {
    key: 'name',
    title: '指标',
    width: '16%',
    render: (move) => (
      <>
        {move.name}
        {move.quickWin && (
          <Tag className="report-quick-win" color="success">
            快速见效
          </Tag>
        )}
      </>
    ),
  },
  { key: 'area', title: '所属领域', width: '14%', render: (move) => move.areaName },
  {
    key: 'achievement',
    title: '达成度（当前 → 目标）',
    width: '16%',
    render: (m) => `${percent(m.from)} → ${percent(m.to)}`,
  },
  {
    key: 'practices',
    title: '需要落实的做法',
    render: (move) => (
      <ul className="report-list">
        {move.practices.map((practice) => (
          <li key={practice}>{practice}</li>
        ))}
      </ul>
    ),
  },
  { key: 'effect', title: '对总分的贡献', width: '12%', render: (move) => formatEffect(move.scoreEffect) },
];

/** The improvement plan: where it leads, then its moves in order (largest effect first). */
export function PlanTable({ plan }: { plan: ImprovementPlan }) {
  return (
    <>
      <p>{plan.summary}</p>
      {plan.hasTarget && plan.moves.length > 0 && (
        <>
          <p className="report-muted">
            目标等级：{levelName(plan.targetLevel)}；该级达成度 {percent(plan.achievementBefore)} →{' '}
            {percent(plan.achievementAfter)}（通过线 {percent(plan.passThreshold)}）；总分{' '}
            {formatScore(plan.totalBefore)} → {formatScore(plan.totalAfter)}。
          </p>
          <ReportTable label="改进计划" columns={COLUMNS} rows={plan.moves} rowKey={(move) => move.indicatorId} />
        </>
      )}
    </>
  );
}
