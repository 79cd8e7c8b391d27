import { adminNewsAnswer, KNOWLEDGE_CATEGORIES, type NewsFields, newsFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field } from '../content-kind';

/** A news item's list fields (portal.md 3 News). */
export const newsItem = (row: ContentRow) => ({
  ...commonDetail(row),
  title: row.title,
  summary: row.summary,
  category: row.groupValue,
  author: field(row, 'author'),
  source: field(row, 'source'),
});

/** The public detail (portal.md 3). */
export const newsDetailOf = (row: ContentRow) => ({
  ...newsItem(row),
  content: row.body,
  fdAddOn1: field(row, 'fdAddOn1'),
  fdAddOn2: field(row, 'fdAddOn2'),
});

export const newsKind = defineKind<NewsFields>({
  kind: 'news',
  form: newsFields,
  adminAnswer: adminNewsAnswer,
  richText: ['content'],
  files: [
    { field: 'fdAddOn1', label: 'PDF', purposes: ['document'] },
    { field: 'fdAddOn2', label: '附件', purposes: ['document'] },
  ],
  choices: [{ field: 'category', label: '类别', codes: ['dtmm.news.category'], extra: KNOWLEDGE_CATEGORIES }],
  toRow: (form) => ({
    title: form.title,
    groupValue: form.category,
    summary: form.summary,
    body: form.content,
    companyId: null,
    fields: { source: form.source, author: form.author, fdAddOn1: form.fdAddOn1, fdAddOn2: form.fdAddOn2 },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: newsDetailOf,
});
