import type { ContentKind } from '@dtmm/shared';
import type { ContentKindSpec } from '../content-kind';
import { casesKind } from './cases.kind';
import { coursesKind } from './courses.kind';
import { demandsKind } from './demands.kind';
import { guidesKind } from './guides.kind';
import { newsKind } from './news.kind';
import { noticesKind } from './notices.kind';
import { patentsKind } from './patents.kind';
import { standardsKind } from './standards.kind';

/** Every kind of portal content, in the back office's menu order. */
export const CONTENT_KIND_SPECS: Record<ContentKind, ContentKindSpec> = {
  news: newsKind,
  standards: standardsKind,
  cases: casesKind,
  courses: coursesKind,
  guides: guidesKind,
  notices: noticesKind,
  patents: patentsKind,
  demands: demandsKind,
};
