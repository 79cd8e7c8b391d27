import { CERTIFICATION_STATUS_LABELS, type CertificationStatus } from '@dtmm/shared';
import { Tag } from 'antd';

const COLORS: Record<CertificationStatus, string> = { 2: 'processing', 1: 'success', 0: 'error' };

interface CertificationStatusTagProps {
  status: number;
  /**
   * A company's 0 means "none or rejected" (portal.md 4.2): its lists say this instead of 已驳回.
   * A request's 0 is always a rejection.
   */
  noneLabel?: string;
}

/** 审核中 / 已认证 / 已驳回 from the shared labels. */
export function CertificationStatusTag({ status, noneLabel }: CertificationStatusTagProps) {
  if (status === 0 && noneLabel) return <Tag>{noneLabel}</Tag>;
  const known = status in CERTIFICATION_STATUS_LABELS ? (status as CertificationStatus) : 0;
  return <Tag color={COLORS[known]}>{CERTIFICATION_STATUS_LABELS[known]}</Tag>;
}
