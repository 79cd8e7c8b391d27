import { adminNoticeAnswer, type NoticeFields, noticeFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field } from '../content-kind';

export const noticeItem = (row: ContentRow) => ({
  id: String(row.id),
  title: row.title,
  source: field(row, 'source'),
  publishTime: commonDetail(row).publishTime,
});

/** The public detail (portal.md 3). */
export const noticeDetailOf = (row: ContentRow) => ({ ...noticeItem(row), content: row.body });

export const noticesKind = defineKind<NoticeFields>({
  kind: 'notices',
  form: noticeFields,
  adminAnswer: adminNoticeAnswer,
  richText: ['content'],
  files: [],
  choices: [],
  toRow: (form) => ({
    title: form.title,
    groupValue: '',
    summary: '',
    body: form.content,
    companyId: null,
    fields: { source: form.source },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: noticeDetailOf,
});
