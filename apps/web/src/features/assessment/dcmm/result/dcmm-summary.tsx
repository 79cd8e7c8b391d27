import { ANSWER_TYPE_LABELS, ANSWER_TYPES, DCMM_LEVELS, type DcmmRecord } from '@dtmm/shared';
import { LinkButton } from '../../questionnaire/components/link-button';
import { type LadderScale, LevelLadder } from '../../results/level-ladder';
import { Figure } from '../../results/result-summary';
import { DCMM_PATHS } from '../dcmm-links';

/** The five DCMM levels, without tiers. */
const DCMM_SCALE: LadderScale = { levels: DCMM_LEVELS };

/** Who was assessed, when, as which party, and the level on the DCMM ladder; no total score (assessment.md 2). */
export function DcmmSummary({ record }: { record: DcmmRecord }) {
  return (
    <section className="result-card result-head" aria-label="评估概览">
      <div className="result-head__intro">
        <p className="result-head__kind">{ANSWER_TYPE_LABELS[ANSWER_TYPES.dcmm]} · 自评估结果</p>
        <h1 className="result-head__company">{record.companyName}</h1>
        <div className="result-head__facts">
          <span className="result-head__fact">提交时间：{record.answerTime}</span>
          {record.pledge ? (
            <span className="result-head__fact">已签署真实性承诺（{record.pledge.acceptedAt}）</span>
          ) : null}
        </div>
        <div className="result-figures dcmm-result__figures">
          <Figure label="自评等级" value={record.levelTitle} note="依据问卷作答得出" />
          <Figure label="评估对象类型" value={record.dcmmPartyTypeName} />
        </div>
        <div className="result-head__actions">
          <LinkButton type="primary" to={DCMM_PATHS.formalApplication}>
            申请正式评估
          </LinkButton>
          <LinkButton to={DCMM_PATHS.intro}>重新评估</LinkButton>
          <LinkButton to={DCMM_PATHS.records}>返回评估列表</LinkButton>
        </div>
      </div>
      <LevelLadder reached={record.assessmentLevel} scale={DCMM_SCALE} />
    </section>
  );
}
