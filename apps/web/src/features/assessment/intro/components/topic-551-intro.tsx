import { TOPIC_551_ENTRY, useAssessmentEntry } from '../hooks/use-assessment-entry';
import { useIntroVariant } from '../hooks/use-intro-variant';
import { DIAGNOSIS_INTRO, TOPIC_551_INTRO } from '../intro-content';
import { AssessmentDimensions } from './assessment-dimensions';
import { EnterpriseTypeField } from './enterprise-type-field';
import { EntryActions } from './entry-actions';
import { IntroShell } from './intro-shell';
import { ProviderField } from './provider-field';
import { TopicNews } from './topic-news';

/**
 * /severcenter/FiveOneSubject: the 551 topic's way in. It is the diagnosis questionnaire answered with
 * a chosen service provider, so it follows the same standard and levels.
 */
export function Topic551Intro() {
  const entry = useAssessmentEntry(TOPIC_551_ENTRY);
  const isLocked = entry.record !== null;
  const { fact, evaluationType, answerTime } = useIntroVariant();
  return (
    <IntroShell
      title={TOPIC_551_INTRO.title}
      summary={TOPIC_551_INTRO.summary}
      standard={DIAGNOSIS_INTRO.standard}
      statusLabel={entry.statusLabel}
      estimatedTime={answerTime}
      variant={fact}
      isInProgress={isLocked}
      panel={
        <>
          <ProviderField
            recordId={entry.record?.id ?? null}
            value={entry.chosenProviderId}
            onChange={entry.chooseProvider}
          />
          <EnterpriseTypeField value={entry.assessmentType} isLocked={isLocked} onChange={entry.chooseType} />
          <EntryActions entry={entry} />
        </>
      }
    >
      <ul className="intro-figures" aria-label="专项行动规模">
        {TOPIC_551_INTRO.figures.map((figure) => (
          <li key={figure.label} className="intro-figures__item">
            <span className="intro-figures__value">
              {figure.value}
              <small>{figure.unit}</small>
            </span>
            <span className="intro-figures__label">{figure.label}</span>
          </li>
        ))}
      </ul>
      <TopicNews />
      <AssessmentDimensions evaluationType={evaluationType} />
    </IntroShell>
  );
}
