import { CASE_TYPES } from '@dtmm/shared';

export const caseDetailHref = (id: string) => `/case/detail?${new URLSearchParams({ id })}`;

/** A provider's service case opens under 赋能中心 (portal.md 2.3). */
export const serviceCaseHref = (id: string, caseType: string) =>
  `/empowerment/severCase/detail?${new URLSearchParams({ id, caseType })}`;

export const caseTypeHref = (type: string) => `/case?${new URLSearchParams({ type })}`;

/** The case type a `type` query names, or the first (两化融合管理体系) for a missing or unknown one. */
export const caseTypeOf = (type: string | null): string => CASE_TYPES.find((known) => known === type) ?? CASE_TYPES[0];
