import { adminGuideAnswer, type GuideFields, guideFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { commonDetail, defineKind, field } from '../content-kind';

/** The public detail (portal.md 3). */
export const guideDetailOf = (row: ContentRow) => ({
  id: String(row.id),
  publishTime: commonDetail(row).publishTime,
  title: row.title,
  summary: row.summary,
  videoFileId: field(row, 'videoFileId'),
  content: row.body,
});

export const guidesKind = defineKind<GuideFields>({
  kind: 'guides',
  form: guideFields,
  adminAnswer: adminGuideAnswer,
  richText: ['content'],
  files: [{ field: 'videoFileId', label: '视频', purposes: ['video'] }],
  choices: [],
  toRow: (form) => ({
    title: form.title,
    groupValue: '',
    summary: form.summary,
    body: form.content,
    companyId: null,
    fields: { videoFileId: form.videoFileId },
    orderNumber: form.orderNumber,
    publishTime: null,
  }),
  toDetail: guideDetailOf,
});
