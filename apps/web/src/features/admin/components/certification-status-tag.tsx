import { CERTIFICATION_STATUS_LABELS, type CertificationStatus } from '@dtmm/shared';
import { Tag } from 'antd';
import { ReviewStatusTag } from './review-status-tag';

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
  return <ReviewStatusTag status={known} label={CERTIFICATION_STATUS_LABELS[known]} />;
}
