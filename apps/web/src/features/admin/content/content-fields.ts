import type { ContentKind, ContentStatus, DictionaryCode, FilePurpose } from '@dtmm/shared';

/** Where a select's options come from: dictionaries operators edit, a fixed list, or the certified providers. */
export type ChoiceSource =
  | { dictionary: DictionaryCode; extra?: readonly string[] }
  | { values: readonly string[] }
  | { providers: true };

interface FieldBase {
  /** The form key, as the shared schema (`newsFields` …) names it. */
  name: string;
  label: string;
  isRequired?: boolean;
  help?: string;
}

/** One input of a content form; `max` repeats the shared schema's limit, checked by content-kinds.test.ts. */
export type FieldSpec = FieldBase &
  (
    | { input: 'text'; max: number }
    | { input: 'textarea'; max: number }
    | { input: 'select'; choices: ChoiceSource }
    | { input: 'date' | 'dateTime' }
    | { input: 'order' }
    | { input: 'richText' }
    | { input: 'file'; purpose: Extract<FilePurpose, 'image' | 'document' | 'video'> }
    | { input: 'files'; purpose: 'document'; max: number }
  );

/** A content kind's form: its fields in screen order; `title` and `group` name two of them. */
export interface ContentForm {
  kind: ContentKind;
  /** The title field (cases call it caseTitle). */
  title: string;
  /** The select stored as the list's group (category, type), if the kind has one. */
  group?: string;
  fields: readonly FieldSpec[];
}

export type FormValues = Record<string, string | number>;

/** The read of one item: the kind's fields plus the back office's status and times. */
export type ContentItem = FormValues & {
  id: string;
  status: ContentStatus;
  orderNumber: number;
  updateTime: string;
  updaterName: string;
};

const emptyOf = (field: FieldSpec) => (field.input === 'order' ? 0 : '');

/** A new item's form: every field empty, not pinned. */
export const emptyValues = (form: ContentForm): FormValues =>
  Object.fromEntries(form.fields.map((field) => [field.name, emptyOf(field)]));

/** The form's values from a read; anything missing starts empty. */
export const valuesOf = (form: ContentForm, item: Partial<FormValues>): FormValues =>
  Object.fromEntries(form.fields.map((field) => [field.name, item[field.name] ?? emptyOf(field)]));

/**
 * The body of POST/PUT: every field of the form (PUT replaces the whole item). A cleared input or
 * select answers undefined or null, which the API takes as ''.
 */
export const bodyOf = (form: ContentForm, values: Partial<Record<string, unknown>>): FormValues =>
  Object.fromEntries(
    form.fields.map((field) => {
      const value = values[field.name];
      if (field.input === 'order') return [field.name, typeof value === 'number' ? value : 0];
      return [field.name, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
    }),
  );

/** The field that is the list's group, with its label and choices. */
export function groupFieldOf(form: ContentForm): Extract<FieldSpec, { input: 'select' }> | undefined {
  const field = form.fields.find((candidate) => candidate.name === form.group);
  return field?.input === 'select' ? field : undefined;
}
