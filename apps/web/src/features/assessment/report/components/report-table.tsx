import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface ReportColumn<T> {
  key: string;
  title: string;
  /** A share of the table, e.g. '12%'; the rest is shared by the others. */
  width?: string;
  render: (row: T, index: number) => ReactNode;
}

interface ReportTableProps<T> {
  label: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
}

/**
 * A plain table for print: its header repeats on every page and no row is split (report.css). On a
 * phone's screen each row stacks its cells, each under its column's title (data-label).
 */
export function ReportTable<T>({ label, columns, rows, rowKey }: ReportTableProps<T>) {
  return (
    <ScrollRegion label={label}>
      <table className="report-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.title}>
                  {column.render(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Label and value rows (the company facts). */
export function FactTable({ label, facts }: { label: string; facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <ScrollRegion label={label}>
      <table className="report-table report-table--facts" aria-label={label}>
        <tbody>
          {facts.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
