import { DIAGNOSIS_ENTRY, useAssessmentEntry } from '../hooks/use-assessment-entry';
import { useIntroVariant } from '../hooks/use-intro-variant';
import { DIAGNOSIS_INTRO } from '../intro-content';
import { AssessmentDimensions } from './assessment-dimensions';
import { EnterpriseTypeField } from './enterprise-type-field';
import { EntryActions } from './entry-actions';
import { IntroShell } from './intro-shell';

/** /severcenter/evaluation?name=diagnosis_service: the digital-transformation self-assessment's way in. */
export function DiagnosisIntro() {
  const entry = useAssessmentEntry(DIAGNOSIS_ENTRY);
  const { fact, evaluationType, answerTime } = useIntroVariant();
  return (
    <IntroShell
      title={DIAGNOSIS_INTRO.title}
      summary={DIAGNOSIS_INTRO.summary}
      standard={DIAGNOSIS_INTRO.standard}
      statusLabel={entry.statusLabel}
      estimatedTime={answerTime}
      variant={fact}
      isInProgress={entry.record !== null}
      panel={
        <>
          <EnterpriseTypeField
            value={entry.assessmentType}
            isLocked={entry.record !== null}
            onChange={entry.chooseType}
          />
          <EntryActions entry={entry} />
        </>
      }
    >
      <AssessmentDimensions evaluationType={evaluationType} />
    </IntroShell>
  );
}
