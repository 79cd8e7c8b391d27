import { Button, Radio } from 'antd';
import { DCMM_INTRO, DCMM_PARTY_OPTIONS, NOT_STARTED_LABEL } from '../intro-content';
import { ChoiceField } from './choice-field';
import { IntroSection, IntroShell } from './intro-shell';
import { LevelLadder } from './level-ladder';

/**
 * /severcenter/evaluation?name=dcmm: the DCMM intro. Its questionnaire comes with a later issue, so
 * nothing can be in progress yet and the start button stays off with a note saying so; the party-type
 * radio already shows the two kinds of party the assessment tells apart.
 */
export function DcmmIntro() {
  return (
    <IntroShell
      title={DCMM_INTRO.title}
      summary={DCMM_INTRO.summary}
      standard={DCMM_INTRO.standard}
      statusLabel={NOT_STARTED_LABEL}
      isInProgress={false}
      panel={
        <>
          <ChoiceField id="intro-dcmm-party" label="评估对象类型">
            <Radio.Group
              className="intro-choice__radios"
              aria-labelledby="intro-dcmm-party"
              options={[...DCMM_PARTY_OPTIONS]}
            />
          </ChoiceField>
          <div className="intro-actions">
            <Button className="intro-actions__start" type="primary" size="large" block disabled>
              开始自评
            </Button>
            <p className="intro-actions__note">{DCMM_INTRO.comingSoon}</p>
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
      </IntroSection>
    </IntroShell>
  );
}
