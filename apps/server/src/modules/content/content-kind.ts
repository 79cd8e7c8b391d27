import type { ContentKind, DictionaryCode, FilePurpose } from '@dtmm/shared';
import { formatDateTime } from '@dtmm/shared';
import type { z } from 'zod';
import type { ContentRow } from './content.table';

/** What a kind's form stores: the common columns and its own `fields`. */
export interface ContentRowParts {
  title: string;
  groupValue: string;
  summary: string;
  body: string;
  /** Absent: an edit keeps the company the row has (a patent a company submitted keeps it). */
  companyId?: number | null;
  fields: Record<string, string>;
  orderNumber: number;
  publishTime: Date | null;
}

/** A form field holding file ids (one, or comma-joined) of the purposes it accepts. */
export interface FileReference {
  field: string;
  label: string;
  purposes: readonly FilePurpose[];
}

/** A form field whose value must be one of a dictionary's values (operators may edit those). */
export interface DictionaryChoice {
  field: string;
  label: string;
  codes: readonly DictionaryCode[];
  /** Values accepted besides the dictionaries' (e.g. the knowledge centre's categories). */
  extra?: readonly string[];
}

/**
 * One kind of portal content for the operators' CMS: its form, which of its fields are rich text
 * (sanitised on write), files and dictionary choices (checked on write), and how a form maps to a
 * stored row and a row back to the kind's fields of portal.md 3.
 */
export interface ContentKindSpec<F extends Record<string, unknown> = Record<string, unknown>> {
  kind: ContentKind;
  form: z.ZodType<F>;
  adminAnswer: z.ZodType;
  /** Rich-text fields of the form. */
  richText: readonly string[];
  files: readonly FileReference[];
  choices: readonly DictionaryChoice[];
  toRow(form: F): ContentRowParts;
  /** The kind's own fields of a stored row, as the public detail answers them. */
  toDetail(row: ContentRow): Record<string, unknown>;
}

/** Declares a kind with its form's type checked against its mapping. */
export const defineKind = <F extends Record<string, unknown>>(spec: ContentKindSpec<F>) =>
  spec as unknown as ContentKindSpec;

/** 'YYYY-MM-DD[ HH:mm[:ss]]' in China time, or null for empty (validated by the shared schema). */
export function chinaTime(value: string): Date | null {
  if (!value) return null;
  const [date, time = '00:00'] = value.split(' ');
  return new Date(`${date}T${time}+08:00`);
}

/** A stored instant as the API shows it, '' for none. */
export const shownTime = (date: Date | null): string => (date ? formatDateTime(date) : '');

/** A date-time kept in `fields` (a course's start, a patent's filing date), shown like any other. */
export const normalisedTime = (value: string): string => shownTime(chinaTime(value));

/** The fields every kind's answer starts with. */
export const commonDetail = (row: ContentRow) => ({
  id: String(row.id),
  publishTime: shownTime(row.publishTime),
  createTime: shownTime(row.createdAt),
});

/** A value of `fields`, '' when absent. */
export const field = (row: ContentRow, name: string): string => row.fields[name] ?? '';
