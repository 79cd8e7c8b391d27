export interface Notice {
  title: string;
  content: string;
}

/** The message an applicant receives when an operator decides their certification request. */
export function decisionNotice(
  certifyType: '企业' | '服务商',
  decision: 'approve' | 'reject',
  reason?: string | null,
): Notice {
  return decision === 'approve'
    ? { title: `${certifyType}认证审核通过`, content: `您提交的${certifyType}认证申请已审核通过。` }
    : { title: `${certifyType}认证被驳回`, content: `您提交的${certifyType}认证申请被驳回，原因：${reason ?? ''}` };
}
