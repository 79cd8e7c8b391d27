import { EXPORT_TITLES, type ExportTable } from './admin-exports.schemas';

/**
 * What every audited action and object is called in the trail (docs/audit.md). The server's
 * recordAudit takes only an AuditAction, so an action cannot be written without its Chinese name.
 */
export const AUDIT_ACTION_LABELS = {
  'account.register': '注册账号',
  'login.success': '登录成功',
  'login.failure': '登录失败',
  'login.locked': '账号锁定',
  'login.throttled': '登录失败过多，限制该地址',
  logout: '退出登录',
  'session.reuse': '刷新令牌被重复使用',
  'password.change': '修改密码',
  'password.change.refused': '修改密码被拒绝',
  'password.reset': '找回密码',
  'member.invite': '邀请成员',
  'member.add': '添加成员',
  'member.join': '加入企业',
  'member.decline': '拒绝邀请',
  'member.role': '修改成员角色',
  'member.unbind': '解除成员绑定',
  'certification.submit': '提交认证申请',
  'certification.approve': '认证审核通过',
  'certification.reject': '认证审核驳回',
  'assessment.create': '开始自评估',
  'assessment.acceptPledge': '签署真实性承诺',
  'assessment.levelPassed': '通过本级评估',
  'assessment.complete': '完成自评估',
  'assessment.delete': '删除评估记录',
  'assessment.withdraw': '撤回评估结果',
  'dcmm.submit': '提交DCMM自评估',
  'formal.submit': '提交正式评估申请',
  'formal.accept': '受理正式评估申请',
  'formal.reject': '不予受理正式评估申请',
  'formal.complete': '录入正式评估结果',
  'solution.save': '新建解决方案',
  'solution.update': '修改解决方案',
  'solution.approve': '解决方案审核通过',
  'solution.reject': '解决方案审核驳回',
  'solution.unpublish': '下架解决方案',
  'solution.delete': '删除解决方案',
  'servedEnterprise.update': '更新服务企业进度',
  'topic551.targets': '设置551专题目标',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布内容',
  'content.unpublish': '下架内容',
  'content.delete': '删除内容',
  'patent.add': '添加知识产权',
  'patent.update': '修改知识产权',
  'patent.delete': '删除知识产权',
  'dictionary.create': '新增字典项',
  'dictionary.update': '修改字典项',
  'dictionary.delete': '删除字典项',
  'bankVersion.copy': '复制题库为草稿',
  'bankVersion.update': '修改题库草稿',
  'bankVersion.publish': '发布题库版本',
  'bankVersion.delete': '删除题库草稿',
  'admin.user.disable': '停用用户',
  'admin.user.enable': '启用用户',
  'admin.user.resetPassword': '重置用户密码',
  'admin.user.roles': '修改运营角色',
  'operator.create': '创建运营账号',
  'operator.promote': '授予运营角色',
  'admin.notice.send': '发送通知',
  'admin.export': '导出数据',
  'pii.read': '查看完整个人信息',
  'agreement.create': '新建协议草稿',
  'agreement.update': '修改协议草稿',
  'agreement.publish': '发布协议版本',
  'agreement.delete': '删除协议草稿',
  'pipl.consent': '同意用户协议和隐私政策',
  'pipl.export': '下载个人信息',
  'pipl.close': '注销账号',
  'pipl.close.refused': '注销账号被拒绝',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The kinds of object an audit row names (objectType); an export names the table it exported. */
export const AUDIT_OBJECT_LABELS = {
  user: '用户',
  company: '企业',
  certification: '认证申请',
  assessmentRecord: '评估记录',
  formalApplication: '正式评估申请',
  solution: '解决方案',
  servedEnterprise: '551服务企业',
  content: '内容',
  patent: '知识产权',
  dictionaryItem: '字典项',
  bankVersion: '题库版本',
  notice: '通知',
  agreement: '协议版本',
} as const;
export type AuditObjectType = keyof typeof AUDIT_OBJECT_LABELS | ExportTable;

/** The action's name; a code from before the catalogue (or a test's) is shown as it is. */
export const auditActionLabel = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** The object's kind in words; an export's object is the table, named as its export is. */
export const auditObjectLabel = (type: string) =>
  (AUDIT_OBJECT_LABELS as Record<string, string>)[type] ?? (EXPORT_TITLES as Record<string, string>)[type] ?? type;
