import { EVALUATION_TYPE_NAMES, INDICATOR_SYSTEM, type ScoringParameters } from '@dtmm/shared';
import { Collapse } from 'antd';
import type { RecordDetail } from '../api/assessment-api';

type AreaScores = RecordDetail['level1'];

/**
 * The areas the record was assessed on, in the indicator system's order: 数字化经营 stands in for
 * 数字化生产 in variant '2'. A result without area scores reads as the whole system.
 */
function assessedAreas(scores: AreaScores) {
  const present = INDICATOR_SYSTEM.filter((area) => scores.some((score) => score.id === area.id));
  return present.length > 0 ? present : INDICATOR_SYSTEM;
}

const namesOf = (areas: ReturnType<typeof assessedAreas>, isGating: boolean) =>
  areas
    .filter((area) => area.isGating === isGating)
    .map((area) => area.name)
    .join('、');

/** The variant, told by the business area the record has (the record detail carries no evaluationType). */
const variantSentence = (areas: ReturnType<typeof assessedAreas>) =>
  areas.some((area) => area.id === 'A5')
    ? `本次评估类型为${EVALUATION_TYPE_NAMES['2']}：不评数字化生产，改评数字化经营。`
    : null;

/** The indicator floor of bank version 2 (0 in version 1: no such rule). */
const indicatorFloorSentence = ({ indicatorFloor }: ScoringParameters) =>
  indicatorFloor > 0
    ? `此外还有每个指标不低于${indicatorFloor}的指标底线：某一级问卷中，纳入评估的任一门槛指标达成度低于${indicatorFloor}，即使平均达成度和各领域都已达标，该级也不通过——某项实践完全空白，不能靠其他指标的高分弥补。`
    : null;

/** docs/assessment-model.md in plain sentences, with the parameters and areas the result was computed with. */
function methodSentences(parameters: ScoringParameters, scores: AreaScores) {
  const { passThreshold, areaFloor, upperTierThreshold, areaWeights } = parameters;
  const areas = assessedAreas(scores);
  const gatingAreas = namesOf(areas, true);
  const measuredAreas = namesOf(areas, false);
  const weightedSum = areas.map((area) => `${area.name} × ${areaWeights[area.id]}`).join(' + ');
  const weightTotal = areas.reduce((sum, area) => sum + areaWeights[area.id], 0);
  const respread = Math.abs(weightTotal - 1) > 1e-9 ? '各权重按本次评估所含领域等比例折算，合计为1。' : '';
  return [
    variantSentence(areas),
    `评估分一级至五级，逐级作答。某一级问卷中，纳入评估的${gatingAreas}指标平均达成度不低于${passThreshold}，且每个领域的平均达成度不低于${areaFloor}，即通过该级并进入下一级；某级未通过或通过五级时评估结束。${measuredAreas}只计分，不参与定级。`,
    indicatorFloorSentence(parameters),
    `评估等级为通过的最高一级，一级未通过为未达标。一级对应 L0；二至五级按该级平均达成度是否达到${upperTierThreshold}分为下档和上档，如二级为 L1 或 L2。`,
    `三级指标得分 = 各已作答等级中该指标的达成度之和 ÷ 5，未作答的等级计 0；${measuredAreas}指标按所选区间计分。二级得分取其三级指标得分的平均，一级得分取其二级得分的平均；裁剪掉的指标不参与计算。`,
    `总分 = 100 × （${weightedSum}）。${respread}`,
  ].filter((sentence): sentence is string => sentence !== null);
}

/** 查看评分方法: folded by default, so the result stays in front. */
export function ScoringMethod({ parameters, areas }: { parameters: ScoringParameters; areas: AreaScores }) {
  return (
    <Collapse
      className="result-method"
      ghost
      size="small"
      items={[
        {
          key: 'method',
          label: '查看评分方法',
          children: (
            <ul className="result-method__list">
              {methodSentences(parameters, areas).map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
