import { DCMM_MESSAGES, type DcmmPartyType } from '@dtmm/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompanyPrompt } from '@/features/auth/hooks/use-company-prompt';
import { useSession } from '@/features/auth/hooks/use-session';
import { useDcmmRecords } from '../api/dcmm-api';
import { DCMM_PATHS, partyTypeOf } from '../dcmm-links';

/**
 * The DCMM intro's way in. A DCMM assessment is answered and submitted in one go, so nothing is ever
 * in progress: the screen shows the latest result, if any, and starts a new questionnaire for the
 * chosen party type (the latest record's until another is chosen). Like the diagnosis start, a guest
 * is asked to log in and a user without a certified company to certify first.
 */
export function useDcmmEntry() {
  const { hasCertifiedCompany } = useSession();
  // Without a certified company the record list can only refuse.
  const latestQuery = useDcmmRecords(1, 1, hasCertifiedCompany);
  const latest = latestQuery.data?.list[0] ?? null;
  const [chosenParty, chooseParty] = useState<DcmmPartyType>();
  const partyType = chosenParty ?? partyTypeOf(latest?.dcmmPartyType) ?? undefined;
  const requireCompany = useCompanyPrompt();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const start = () =>
    requireCompany(() => {
      if (!partyType) return void message.warning(DCMM_MESSAGES.partyType);
      void navigate(DCMM_PATHS.questionnaire(partyType));
    });

  return { latest, partyType, chooseParty, start };
}
