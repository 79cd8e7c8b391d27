import { CONTENT_KINDS, type ContentKind } from '@dtmm/shared';
import type { ContentForm } from './content-fields';
import { CASES_FORM } from './kinds/cases.form';
import { COURSES_FORM } from './kinds/courses.form';
import { DEMANDS_FORM } from './kinds/demands.form';
import { GUIDES_FORM } from './kinds/guides.form';
import { NEWS_FORM } from './kinds/news.form';
import { NOTICES_FORM } from './kinds/notices.form';
import { PATENTS_FORM } from './kinds/patents.form';
import { STANDARDS_FORM } from './kinds/standards.form';

/** Every kind's form; the one list page and the one editor read their kind from here. */
export const CONTENT_FORMS: Record<ContentKind, ContentForm> = {
  news: NEWS_FORM,
  standards: STANDARDS_FORM,
  cases: CASES_FORM,
  courses: COURSES_FORM,
  guides: GUIDES_FORM,
  notices: NOTICES_FORM,
  patents: PATENTS_FORM,
  demands: DEMANDS_FORM,
};

/** The kind named in the address, or null for a path no kind has. */
export const contentKindOf = (param: string | undefined): ContentKind | null =>
  (CONTENT_KINDS as readonly string[]).includes(param ?? '') ? (param as ContentKind) : null;
