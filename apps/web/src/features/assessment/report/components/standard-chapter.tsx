import { ASSESSMENT_LEVELS, LEVEL_DESCRIPTIONS, type ReportData } from '@dtmm/shared';
import { levelName, tiersOf } from '../report-format';
import { businessAreaOf, indicatorCounts, indicatorSystemOf, variantStatement } from '../report-view';
import { IndicatorSystemTable } from './indicator-system-table';
import { ReportChapter, ReportNote, ReportSection } from './report-chapter';
import { ReportTable } from './report-table';

type Level = (typeof ASSESSMENT_LEVELS)[number];

const LEVEL_COLUMNS = [
  { key: 'level', title: '等级', width: '12%', render: (row: Level) => levelName(row.level) },
  { key: 'name', title: '名称', width: '14%', render: (row: Level) => row.name },
  { key: 'tiers', title: '档位', width: '12%', render: (row: Level) => tiersOf(row.level) },
  { key: 'meaning', title: '主要特征', render: (row: Level) => LEVEL_DESCRIPTIONS[row.level] },
];

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** ', 且每个指标不低于 30%（指标底线）' where the report's bank has an indicator floor (version 1 has none). */
const indicatorFloorClause = (floor: number | undefined) =>
  floor ? `，且纳入评估的每个指标不低于 ${percent(floor)}（指标底线）` : '';

/** How the scores come about, with the weights and thresholds this report was computed with. */
function scoringSentences(data: ReportData): string[] {
  const { areas, plan } = data;
  const weights = areas
    .filter((area) => area.weight > 0)
    .map((area) => `${area.name}${percent(area.weight)}`)
    .join('、');
  const business = businessAreaOf(data)?.name.replace('数字化', '') ?? '生产';
  return [
    '每个三级指标按企业在各等级问卷中的作答情况计算达成度，得分在 0 到 1 之间；二级指标取其三级指标得分的平均值，一级指标取其二级指标得分的平均值，裁剪掉的指标不参与计算。',
    `总分 = 100 × 各一级指标得分的加权和，本次评估的权重为：${weights}。`,
    `某一等级问卷中，数字化基础、治理和${business}指标的平均达成度不低于 ${percent(plan.passThreshold)}，且每个领域不低于 ${percent(plan.areaFloor)}${indicatorFloorClause(plan.indicatorFloor)}，即达到该等级；数字化转型成效只计分，不参与定级。`,
  ];
}

/** Which industries take which variant: the rule behind this report's own. */
const VARIANT_RULE =
  '采矿业、制造业和电力、热力、燃气及水生产和供应业企业按工业企业评估，含数字化生产领域；其他行业企业按非工业企业评估，以数字化经营替代数字化生产，数字化转型成效也采用服务型企业能够统计的指标。';

/** Chapter 1: the standard, the indicator system, the levels and tiers, how scores are computed. */
export function StandardChapter({ data }: { data: ReportData }) {
  const system = indicatorSystemOf(data.report.evaluationType);
  const counts = indicatorCounts(system);
  const areaNames = system.map((area) => area.name);
  const areaList = `${areaNames.slice(0, -1).join('、')}和${areaNames.at(-1)}`;
  return (
    <ReportChapter number={1} title="评估标准与指标体系">
      <ReportSection number="1.1" title="评估依据">
        <p>
          本次评估采用本平台自有的评估方法（评估模型第 {data.report.bankVersion} 版），参照山西省团体标准 T/SXSIA
          001-2025《企业数字化转型评估规范》，从{areaList}
          四个方面，衡量企业数字化转型所处的阶段，并为下一步建设指明方向。
        </p>
        <p>
          该标准的分级判定规则未向本平台提供：本报告的等级与得分由本平台的评估模型计算，不是依据该标准作出的评定；各条规则见本章
          1.3、1.4 节。
        </p>
      </ReportSection>
      <ReportSection number="1.2" title="评估指标体系">
        <p>{VARIANT_RULE}</p>
        <ReportNote>{variantStatement(data)}</ReportNote>
        <p>
          本次评估的指标体系包括 {counts.areas} 个一级指标、{counts.groups} 个二级指标和 {counts.indicators}{' '}
          个三级指标：
        </p>
        <IndicatorSystemTable system={system} />
      </ReportSection>
      <ReportSection number="1.3" title="评估等级">
        <p>评估结果分为五个等级、九个档位（L0–L8）；一级为 L0，二至五级按该级达成度分为下档和上档。</p>
        <ReportTable label="评估等级" columns={LEVEL_COLUMNS} rows={ASSESSMENT_LEVELS} rowKey={(row) => row.name} />
      </ReportSection>
      <ReportSection number="1.4" title="计分方法">
        {scoringSentences(data).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </ReportSection>
    </ReportChapter>
  );
}
