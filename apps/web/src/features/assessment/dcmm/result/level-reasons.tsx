import { DCMM_GATE_OPTION, type DcmmRecord, dcmmLevelTitle } from '@dtmm/shared';
import { Link } from 'react-router';
import { DCMM_PATHS } from '../dcmm-links';

/** What each DCMM level means, in plain words. */
export const DCMM_LEVEL_MEANINGS: Record<number, string> = {
  1: '数据需求多在具体项目中临时应对，管理主要靠个人经验，尚未形成统一的流程。',
  2: '已把数据当作重要资产，制定了部分管理制度和流程，并有专人负责。',
  3: '在整个单位层面建立了标准化的数据管理制度和流程，并得到持续执行。',
  4: '用量化指标衡量数据管理的效率和效果，并据此不断改进。',
  5: '数据管理成为单位的核心能力，做法成熟，可供同行借鉴。',
};

type GateFinding = DcmmRecord['gateFindings'][number];

/** The labels chosen on an item ('' when the record does not list it). */
const chosenOf = (record: DcmmRecord, itemNumber: number) =>
  record.answers.find((answer) => answer.itemNumber === itemNumber)?.chosen.join('、') ?? '';

/** '第2题「…」选择了D（不足50人），按规则停留在一级。' */
const gateSentence = ({ itemNumber, questionName }: GateFinding, chosen: string) =>
  `第${itemNumber}题「${questionName}」选择了${DCMM_GATE_OPTION}${chosen ? `（${chosen}）` : ''}，按规则停留在一级。`;

/** Why the record has its level (assessment.md 4, DCMM level): the gate answers, or what level 3 needs. */
export function LevelReasons({ record }: { record: DcmmRecord }) {
  const level = record.assessmentLevel;
  return (
    <section className="result-card" aria-labelledby="dcmm-reasons-title">
      <h2 className="result-card__title" id="dcmm-reasons-title">
        等级说明
      </h2>
      <p className="result-explanation">
        {record.levelTitle}：{DCMM_LEVEL_MEANINGS[level] ?? ''}
      </p>
      {record.gateFindings.length > 0 ? (
        <>
          <p className="dcmm-reasons__text">按问卷规则，以下门槛题的作答让等级停留在一级：</p>
          <ul className="dcmm-reasons__list">
            {record.gateFindings.map((finding) => (
              <li key={finding.itemNumber}>{gateSentence(finding, chosenOf(record, finding.itemNumber))}</li>
            ))}
          </ul>
          <p className="dcmm-reasons__text">
            这些情况有变化后，可以<Link to={DCMM_PATHS.intro}>重新评估</Link>。
          </p>
        </>
      ) : null}
      {level === 2 ? (
        <p className="dcmm-reasons__text">
          {`问卷的门槛题均未选择${DCMM_GATE_OPTION}，自评估最高即为二级。要达到${dcmmLevelTitle(3)}，需要由评估机构开展正式评估，核实数据管理制度已在全单位统一建立并持续执行。`}
          <Link to={DCMM_PATHS.formalApplication}>申请正式评估</Link>
        </p>
      ) : null}
    </section>
  );
}
