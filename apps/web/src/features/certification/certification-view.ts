import type { MemberRole } from '@dtmm/shared';
import type { CertificationRecord } from './api/certification-api';

/**
 * What a certification page shows (portal.md 4.2). `company` is the company's details alone (the
 * status could not be read, or a member may not certify); `empty` is nothing to show at all.
 */
export type CertificationView =
  | { kind: 'loading' }
  | { kind: 'form' }
  | { kind: 'waiting' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'details'; change: ChangeState }
  | { kind: 'company' }
  | { kind: 'empty' };

/** A certified company's change request: under review, or turned down with a reason. */
export type ChangeState = { kind: 'none' } | { kind: 'pending' } | { kind: 'rejected'; reason: string };

export interface ViewInput {
  role: MemberRole | null;
  hasCompany: boolean;
  /** The status call's answer; undefined while it runs. */
  status: number | undefined;
  /** The status call failed (non-zero code or no answer). */
  isStatusFailed: boolean;
  /** The last request; undefined while it loads. */
  record: CertificationRecord | null | undefined;
  /** The person chose 立即去认证 or 编辑. */
  wantsForm: boolean;
}

const rejectionOf = (record: CertificationRecord | null | undefined): string | null =>
  record?.status === 0 ? record.fdAddOn1?.trim() || '' : null;

function changeOf(record: CertificationRecord | null | undefined): ChangeState {
  if (record?.status === 2) return { kind: 'pending' };
  const reason = rejectionOf(record);
  return reason ? { kind: 'rejected', reason } : { kind: 'none' };
}

/** Status 1 → details (or the form while editing), 2 → waiting, otherwise the rejection notice until 立即去认证, else the form. */
function byStatus(input: ViewInput): CertificationView {
  const { status, record, wantsForm } = input;
  if (status === 2) return { kind: 'waiting' };
  if (record === undefined) return { kind: 'loading' };
  if (status === 1) return wantsForm ? { kind: 'form' } : { kind: 'details', change: changeOf(record) };
  const reason = rejectionOf(record);
  return reason !== null && !wantsForm ? { kind: 'rejected', reason } : { kind: 'form' };
}

/** /user/companyinfo: a USER reads the details directly; the others follow the enterprise status. */
export function decideCompanyView(input: ViewInput): CertificationView {
  if (input.hasCompany && input.role === 'USER') return { kind: 'details', change: { kind: 'none' } };
  if (input.isStatusFailed) return input.hasCompany ? { kind: 'company' } : { kind: 'empty' };
  if (input.status === undefined) return { kind: 'loading' };
  return byStatus(input);
}

/**
 * /user/severAuthentication: a failed status call shows the company when there is one; a USER
 * sees the certified details or the waiting state but never the form or 立即去认证.
 */
export function decideProviderView(input: ViewInput): CertificationView {
  if (input.isStatusFailed) return input.hasCompany ? { kind: 'company' } : { kind: 'empty' };
  if (input.status === undefined) return { kind: 'loading' };
  const view = byStatus(input);
  if (input.role === 'USER' && (view.kind === 'form' || view.kind === 'rejected')) return { kind: 'company' };
  return view;
}

/**
 * The 编辑/返回 toggle: only the company's ADMIN of a certified company, and not while a change
 * is under review (the server would refuse a second request). Hidden without a company, in the
 * waiting state, for USER and while the rejection notice shows (portal.md 2.7).
 */
export function canToggleEdit(input: Pick<ViewInput, 'role' | 'hasCompany' | 'status' | 'record'>): boolean {
  return input.hasCompany && input.role === 'ADMIN' && input.status === 1 && input.record?.status !== 2;
}
