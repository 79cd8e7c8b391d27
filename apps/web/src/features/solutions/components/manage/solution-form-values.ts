import type { SolutionItem } from '@dtmm/shared';
import type { SolutionBody } from '../../api/solutions-api';

type ListField = 'serviceCategory' | 'serviceArea' | 'serviceTarget';
/** The form's values: the comma-joined lists of the API (portal.md 7.3) as arrays; images stay comma-joined ids. */
export type SolutionFormValues = Omit<SolutionBody, 'id' | ListField> & Record<ListField, string[]>;

const listOf = (joined: string): string[] =>
  joined
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** A stored entry as the form shows it for editing. */
export function formValuesOf(solution: SolutionItem): SolutionFormValues {
  return {
    solutionName: solution.solutionName,
    contactPerson: solution.contactPerson,
    contactPhone: solution.contactPhone,
    serviceCategory: listOf(solution.serviceCategory),
    serviceArea: listOf(solution.serviceArea),
    serviceTarget: listOf(solution.serviceTarget),
    solutionDescription: solution.solutionDescription,
    painPoints: solution.painPoints,
    solutionIntroduction: solution.solutionIntroduction,
    applicationValue: solution.applicationValue,
    classicCases: solution.classicCases,
    solutionImage: solution.solutionImage,
  };
}

/** What save (no id) or update (with the entry's id) sends: the lists comma-joined, untouched texts as ''. */
export function bodyOf(values: Partial<SolutionFormValues>, id?: string): SolutionBody {
  const body: SolutionBody = {
    solutionName: values.solutionName ?? '',
    contactPerson: values.contactPerson ?? '',
    contactPhone: values.contactPhone ?? '',
    serviceCategory: (values.serviceCategory ?? []).join(','),
    serviceArea: (values.serviceArea ?? []).join(','),
    serviceTarget: (values.serviceTarget ?? []).join(','),
    solutionDescription: values.solutionDescription ?? '',
    painPoints: values.painPoints ?? '',
    solutionIntroduction: values.solutionIntroduction ?? '',
    applicationValue: values.applicationValue ?? '',
    classicCases: values.classicCases ?? '',
    solutionImage: values.solutionImage ?? '',
  };
  return id ? { id, ...body } : body;
}
