import {
  formatDateTime,
  NOTICE_COMPANY_OPTIONS_MAX,
  type NoticeToSend,
  noticeMessages,
  type SentNoticeListQuery,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import {
  companyExists,
  fanOutNotice,
  findCertifiedCompanies,
  findSentNoticePage,
  insertNotice,
} from './notices.repository';

/**
 * Sends an operator's notice (docs/notices.md): the notice, a notification for each recipient and the
 * audit row in one transaction, so a notice is either with all its recipients or with none.
 */
export async function sendNotice(ctx: AppContext, request: FastifyRequest, operator: Principal, notice: NoticeToSend) {
  if (notice.companyId !== null && !(await companyExists(ctx.db, notice.companyId))) {
    throw AppError.notFound(noticeMessages.companyNotFound);
  }
  return ctx.db.transaction(async (tx) => {
    const { id } = await insertNotice(tx, {
      ...notice,
      sentBy: operator.userId,
      recipientCount: 0,
      createdAt: new Date(ctx.now()),
    });
    const recipientCount = await fanOutNotice(tx, { id, audience: notice.audience, companyId: notice.companyId });
    // Thrown inside the transaction: the notice without recipients is rolled back with it.
    if (recipientCount === 0) throw AppError.badRequest(noticeMessages.noRecipient);
    await recordAudit(tx, request, {
      action: 'admin.notice.send',
      userId: operator.userId,
      subject: notice.title,
      objectType: 'notice',
      objectId: String(id),
      detail: { audience: notice.audience, companyId: notice.companyId, recipientCount },
    });
    return { id: String(id), recipientCount };
  });
}

export async function listSentNotices(ctx: AppContext, query: SentNoticeListQuery) {
  const { rows, total } = await findSentNoticePage(ctx.db, query);
  const items = rows.map(({ total: _total, id, createdAt, ...row }) => ({
    ...row,
    id: String(id),
    createTime: formatDateTime(createdAt),
  }));
  return { items, total };
}

export async function listNoticeCompanies(ctx: AppContext, keyword: string | undefined) {
  const rows = await findCertifiedCompanies(ctx.db, keyword, NOTICE_COMPANY_OPTIONS_MAX);
  return rows.map(({ id, companyName }) => ({ id: String(id), companyName }));
}
