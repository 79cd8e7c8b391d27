/** The kinds of object the server names in audit rows (objectType), as the viewer shows them. */
export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  certification: '认证申请',
  solution: '解决方案',
  formalApplication: '正式评估申请',
  content: '内容',
  dictionaryItem: '字典项',
  bankVersion: '题库版本',
  user: '用户',
  company: '企业',
  servedEnterprise: '551服务企业',
  assessmentRecord: '评估记录',
};

export const auditObjectLabel = (type: string) => AUDIT_OBJECT_LABELS[type] ?? type;
