import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { labelsOf } from '@/features/reference/api/dictionaries';
import { LABEL_STYLES } from './field-styles';

/** One submitted field as a reviewer reads it; long texts take a whole row. */
export interface ShownField {
  key: string;
  label: string;
  text: string;
  isWide?: boolean;
}

/** The words a submitted value shows: a dictionary's labels for coded values, else the text; '—' when empty. */
export function shownText(raw: unknown, labels?: ReadonlyMap<string, string>): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return '—';
  return labels ? labelsOf(text, labels).join('、') : text;
}

/** A review's fields, bordered, one column until the screen is wide enough for two. */
export function FieldList({ fields }: { fields: ShownField[] }) {
  const items: DescriptionsProps['items'] = fields.map((field) => ({
    key: field.key,
    label: field.label,
    children: <span className="admin-field">{field.text}</span>,
    ...(field.isWide ? { span: 'filled' as const } : {}),
  }));
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 2 }}
      size="small"
      styles={LABEL_STYLES}
      items={items}
    />
  );
}

/** A detail drawer's rows: label and value, bordered, in one column. */
export function DrawerFields({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={LABEL_STYLES}
      items={rows.map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}
