import { z } from 'zod';
import { optionalCalendarDay } from '../common/calendar-day';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import { adminKeyword } from './admin-users.schemas';

/** The audit trail (docs/audit.md): who did what to which object, when, from where, and whether it worked. */
export const AUDIT_RESULTS = ['success', 'failure'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];
export const AUDIT_RESULT_LABELS: Record<AuditResult, string> = { success: '成功', failure: '失败' };

/** How the actor filter compares usernames. */
export const AUDIT_ACTOR_MATCHES = ['contains', 'exact'] as const;

/**
 * Why the chain check stopped: an edited row, a deleted one, a row that points elsewhere, one outside
 * the chain; or, the chain being whole, the head noted earlier (`id:hash`) is gone or no longer that
 * hash: the tail was cut or the chain rewritten.
 */
export const AUDIT_BREAK_REASONS = [
  'hash mismatch',
  'gap',
  'prev mismatch',
  'unchained',
  'anchor missing',
  'anchor mismatch',
] as const;
export type AuditBreakReason = (typeof AUDIT_BREAK_REASONS)[number];
export const AUDIT_BREAK_LABELS: Record<AuditBreakReason, string> = {
  'hash mismatch': '内容被修改（哈希不符）',
  gap: '序号不连续（有记录被删除）',
  'prev mismatch': '前一哈希不符（链被改接）',
  unchained: '记录不在链上（绕过触发器写入）',
  'anchor missing': '该记录已不存在（末尾记录被删除）',
  'anchor mismatch': '该记录的哈希已不同（链被重写）',
};

/** Whether the break is against the head noted outside the database rather than inside the chain. */
export const isAnchorBreak = (reason: AuditBreakReason) => reason === 'anchor missing' || reason === 'anchor mismatch';

export const auditMessages = {
  badDate: '日期格式应为 YYYY-MM-DD',
  badRange: '开始日期不能晚于结束日期',
  badResult: '结果只能是 success 或 failure',
  badActorMatch: '操作人匹配方式只能是 contains 或 exact',
  badHead: '链头格式应为 id:哈希（记录 id，冒号，64 位十六进制哈希）',
  intact: (count: number) => `审计日志完整：共 ${count} 条`,
  broken: (id: string, chainSeq: number | null, reason: AuditBreakReason) =>
    isAnchorBreak(reason)
      ? `审计日志与记下的链头不符（id ${id}）：${AUDIT_BREAK_LABELS[reason]}`
      : `审计日志在第 ${chainSeq ?? '—'} 条（id ${id}）处断开：${AUDIT_BREAK_LABELS[reason]}`,
} as const;

/** A calendar day 'YYYY-MM-DD' in China time; blank means no bound. */
const day = optionalCalendarDay(auditMessages.badDate);

/** GET /api/admin/audit: newest first; every filter optional and combined with AND. */
export const auditListQuery = pagingQuery(['chainSeq'])
  .extend({
    /** The acting user's username: contained in it (default) or equal to it (actorMatch=exact). */
    actor: adminKeyword,
    actorMatch: z.enum(AUDIT_ACTOR_MATCHES, { error: auditMessages.badActorMatch }).default('contains'),
    /** An action ('login.failure'), or a prefix ending in '.' ('admin.') for every action under it. */
    action: adminKeyword,
    objectType: adminKeyword,
    objectId: adminKeyword,
    result: z.enum(AUDIT_RESULTS, { error: auditMessages.badResult }).optional(),
    /** The first and last day (inclusive) of the period, China time. */
    from: day,
    to: day,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: auditMessages.badRange, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditRow = z.object({
  id: z.string(),
  /** The row's place in the hash chain; null only for a row written around the database's trigger. */
  chainSeq: z.number().int().nullable(),
  action: z.string(),
  /** The acting user's username, when known. */
  actor: z.string().nullable(),
  actorId: z.string().nullable(),
  /** The username, phone or name the action named (kept even when no such user exists). */
  subject: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  result: z.enum(AUDIT_RESULTS),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createTime: z.string(),
});
export type AuditRowItem = z.infer<typeof auditRow>;
export const auditListAnswer = pagedEnvelopeOf(auditRow);

/** GET /api/admin/audit/{id}: the row with its chain fields. */
export const auditEntry = auditRow.extend({ prevHash: z.string().nullable(), hash: z.string().nullable() });
export type AuditEntryItem = z.infer<typeof auditEntry>;
export const auditEntryAnswer = envelopeOf(auditEntry);

/** GET /api/admin/audit/verify: the chain check's outcome. */
export const auditVerification = z.object({
  ok: z.boolean(),
  /** Rows walked before the check ended (all of them when ok). */
  checked: z.number().int(),
  firstBroken: z
    .object({ id: z.string(), chainSeq: z.number().int().nullable(), reason: z.enum(AUDIT_BREAK_REASONS) })
    .nullable(),
  /** The last row of the chain: its hash, kept outside the database, anchors the chain (docs/audit.md). */
  head: z.object({ id: z.string(), chainSeq: z.number().int(), hash: z.string() }).nullable(),
});
export type AuditVerification = z.infer<typeof auditVerification>;
export const auditVerificationAnswer = envelopeOf(auditVerification);

/** A head noted earlier, `id:hash` as audit:head and audit:verify print it. */
export const auditHead = z
  .string({ error: auditMessages.badHead })
  .trim()
  .toLowerCase()
  .max(100, { error: auditMessages.badHead })
  .regex(/^[1-9]\d{0,14}:[0-9a-f]{64}$/, { error: auditMessages.badHead })
  .transform((v) => {
    const [id = '', hash = ''] = v.split(':');
    return { id: Number(id), hash };
  });
export type AuditHead = z.infer<typeof auditHead>;

/** GET /api/admin/audit/verify: with `head`, the chain must still reach that row with that hash. */
export const auditVerifyQuery = z.object({ head: auditHead.optional() });
export type AuditVerifyQuery = z.infer<typeof auditVerifyQuery>;
