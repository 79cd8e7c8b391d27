import './dcmm-intro.css';
import { dcmmLevelTitle, RECORD_STATUS_LABELS, RECORD_STATUSES, type RecordItem } from '@dtmm/shared';
import { Button } from 'antd';
import { Link } from 'react-router';
import { ChoiceField } from '../../intro/components/choice-field';
import { IntroSection, IntroShell } from '../../intro/components/intro-shell';
import { LevelLadder } from '../../intro/components/level-ladder';
import { DCMM_ESTIMATED_MINUTES, DCMM_INTRO, NOT_STARTED_LABEL } from '../../intro/intro-content';
import { DCMM_PATHS } from '../dcmm-links';
import { PARTY_HINTS, PartyTypeRadio } from '../party-type-radio';
import { useDcmmEntry } from './use-dcmm-entry';

/**
 * /severcenter/evaluation?name=dcmm: the DCMM intro. The party type is chosen here and the
 * questionnaire (/severcenter/dcmmQuestionbank) opens for it; with earlier results the latest one
 * is shown and the button starts a new assessment.
 */
export function DcmmIntro() {
  const entry = useDcmmEntry();
  return (
    <IntroShell
      title={DCMM_INTRO.title}
      summary={DCMM_INTRO.summary}
      standard={DCMM_INTRO.standard}
      statusLabel={entry.latest ? RECORD_STATUS_LABELS[RECORD_STATUSES.completed] : NOT_STARTED_LABEL}
      estimatedTime={`${DCMM_ESTIMATED_MINUTES} 分钟`}
      isInProgress={false}
      panel={
        <>
          {entry.latest ? <LatestResult record={entry.latest} /> : null}
          <ChoiceField
            id="intro-dcmm-party"
            label="评估对象类型"
            hint={entry.partyType ? PARTY_HINTS[entry.partyType] : undefined}
          >
            <PartyTypeRadio
              className="intro-choice__radios"
              labelledBy="intro-dcmm-party"
              value={entry.partyType}
              onChange={entry.chooseParty}
            />
          </ChoiceField>
          <div className="intro-actions">
            <Button className="intro-actions__start" type="primary" size="large" block onClick={entry.start}>
              {entry.latest ? '重新评估' : '开始自评'}
            </Button>
            <p className="intro-actions__note">
              问卷一次答完，提交即给出等级；作答会暂存在本浏览器中，刷新页面不会丢失。需要认证等级可
              <Link to={DCMM_PATHS.formalApplication}>申请线下评估</Link>。
            </p>
          </div>
        </>
      }
    >
      <IntroSection title="能力域">
        <ul className="intro-tags">
          {DCMM_INTRO.domains.map((domain) => (
            <li key={domain}>{domain}</li>
          ))}
        </ul>
      </IntroSection>
      <IntroSection title="成熟度等级">
        <LevelLadder names={DCMM_INTRO.levels} />
        <p className="assessment-intro__note">{DCMM_INTRO.levelsNote}</p>
      </IntroSection>
    </IntroShell>
  );
}

/** The company's latest DCMM result, with the way to it. */
function LatestResult({ record }: { record: RecordItem }) {
  return (
    <section className="dcmm-latest" aria-label="最近一次评估">
      <span className="dcmm-latest__label">最近一次评估</span>
      <strong className="dcmm-latest__level">{dcmmLevelTitle(record.assessmentLevel)}</strong>
      <span className="dcmm-latest__meta">
        {record.answerTime}
        <Link to={DCMM_PATHS.result(record.id)}>查看结果</Link>
      </span>
    </section>
  );
}
