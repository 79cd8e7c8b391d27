import { type AssessmentType, examMessages, RECORD_STATUS_LABELS, RECORD_STATUSES } from '@dtmm/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { selfAssessmentHref, TOPIC_551_SERVICE_TYPE } from '@/features/assessment/assessment-links';
import { useCompanyPrompt } from '@/features/auth/hooks/use-company-prompt';
import { useSession } from '@/features/auth/hooks/use-session';
import { type AnswerType, useInProgressRecord } from '../../api/assessment-api';
import { NOT_STARTED_LABEL, TYPE_REQUIRED } from '../intro-content';

/** How one intro screen starts its assessment. */
export interface EntryKind {
  answerType: AnswerType;
  /** The 551 topic needs a provider and tells the wizard its serviceType. */
  isTopic551: boolean;
}
export const DIAGNOSIS_ENTRY: EntryKind = { answerType: '0', isTopic551: false };
export const TOPIC_551_ENTRY: EntryKind = { answerType: '2', isTopic551: true };

/**
 * The shared rules of the intro screens (assessment.md 4): a record of the answer type in progress
 * makes the screen 进行中, locks the choices to the record's and turns 开始自评 into 继续自评; otherwise
 * the person chooses and starts. Either way a user without a certified company is asked to certify first.
 */
export function useAssessmentEntry({ answerType, isTopic551 }: EntryKind) {
  const { hasCertifiedCompany } = useSession();
  // Without a certified company the record list can only refuse; the start button asks to certify instead.
  const recordQuery = useInProgressRecord(answerType, hasCertifiedCompany);
  const record = recordQuery.data ?? null;
  const [chosenType, chooseType] = useState<AssessmentType>();
  const [chosenProviderId, chooseProvider] = useState<string>();
  const requireCompany = useCompanyPrompt();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const serviceType = isTopic551 ? TOPIC_551_SERVICE_TYPE : undefined;

  const startNew = () => {
    if (isTopic551 && !chosenProviderId) return void message.warning(examMessages.providerRequired);
    if (!chosenType) return void message.warning(TYPE_REQUIRED);
    void navigate(selfAssessmentHref({ type: chosenType, serviceProviderId: chosenProviderId, serviceType }));
  };
  const enter = () =>
    requireCompany(() => {
      if (!record) return startNew();
      void navigate(selfAssessmentHref({ type: record.assessmentType, id: record.id, serviceType }));
    });

  return {
    record,
    /** Until the record list answers, the button waits: starting anew could hide the record in progress. */
    isChecking: recordQuery.isLoading,
    statusLabel: record ? RECORD_STATUS_LABELS[RECORD_STATUSES.inProgress] : NOT_STARTED_LABEL,
    assessmentType: record ? record.assessmentType : chosenType,
    chooseType,
    chosenProviderId,
    chooseProvider,
    enter,
  };
}
export type AssessmentEntry = ReturnType<typeof useAssessmentEntry>;
