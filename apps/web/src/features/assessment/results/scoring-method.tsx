import { INDICATOR_SYSTEM, type ScoringParameters } from '@dtmm/shared';
import { Collapse } from 'antd';

const namesOf = (isGating: boolean) =>
  INDICATOR_SYSTEM.filter((area) => area.isGating === isGating)
    .map((area) => area.name)
    .join('、');
const gatingAreas = namesOf(true);
const measuredAreas = namesOf(false);

/** docs/assessment-model.md in four plain sentences, with the parameters the result was computed with. */
function methodSentences({ passThreshold, areaFloor, upperTierThreshold, areaWeights }: ScoringParameters) {
  const weightedSum = INDICATOR_SYSTEM.map((area) => `${area.name} × ${areaWeights[area.id]}`).join(' + ');
  return [
    `评估分一级至五级，逐级作答。某一级问卷中，纳入评估的${gatingAreas}指标平均达成度不低于${passThreshold}，且每个领域的平均达成度不低于${areaFloor}，即通过该级并进入下一级；某级未通过或通过五级时评估结束。${measuredAreas}只计分，不参与定级。`,
    `评估等级为通过的最高一级，一级未通过为未达标。一级对应 L0；二至五级按该级平均达成度是否达到${upperTierThreshold}分为下档和上档，如二级为 L1 或 L2。`,
    `三级指标得分 = 各已作答等级中该指标的达成度之和 ÷ 5，未作答的等级计 0；${measuredAreas}指标按所选区间计分。二级得分取其三级指标得分的平均，一级得分取其二级得分的平均；裁剪掉的指标不参与计算。`,
    `总分 = 100 × （${weightedSum}）。`,
  ];
}

/** 查看评分方法: folded by default, so the result stays in front. */
export function ScoringMethod({ parameters }: { parameters: ScoringParameters }) {
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
              {methodSentences(parameters).map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
