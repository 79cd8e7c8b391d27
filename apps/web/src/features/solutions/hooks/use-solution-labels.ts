import type { SolutionItem } from '@dtmm/shared';
import { useCallback } from 'react';
import { labelsOf, useDictionaryLabels } from '@/features/reference/api/dictionaries';

export interface SolutionLabels {
  scenarios: string[];
  industries: string[];
  areas: string[];
}

type Listed = Pick<SolutionItem, 'serviceCategory' | 'serviceTarget' | 'serviceArea'>;

/** Turns an entry's comma-joined scenarios, industries and areas into their dictionary names. */
export function useSolutionLabels(): (solution: Listed) => SolutionLabels {
  const scenarios = useDictionaryLabels('company.service.category');
  const industries = useDictionaryLabels('service.serviceTarget');
  const areas = useDictionaryLabels('service.serviceArea');
  return useCallback(
    (solution: Listed) => ({
      scenarios: labelsOf(solution.serviceCategory, scenarios),
      industries: labelsOf(solution.serviceTarget, industries),
      areas: labelsOf(solution.serviceArea, areas),
    }),
    [scenarios, industries, areas],
  );
}
