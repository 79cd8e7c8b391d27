import type { AdminArea, ExportTable } from '@dtmm/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Cursor } from './keyset';
import type { ExportColumn } from './send-xlsx';

/**
 * One back-office table as a download: the list's own query schema and filter, its order read in
 * keyset batches, and the list's columns with Chinese headers.
 */
export interface TableExport<Query extends z.ZodType, Row> {
  table: ExportTable;
  /** The back-office area whose role the download needs (ADMIN_AREA_ROLES). */
  area: AdminArea;
  query: Query;
  columns: readonly ExportColumn<Row>[];
  count(ctx: AppContext, query: z.output<Query>): Promise<number>;
  /** The next `size` rows after `from` (null: from the start), each with its cursor. */
  read(
    ctx: AppContext,
    query: z.output<Query>,
    from: Cursor | null,
    size: number,
  ): Promise<(Row & { cursor: Cursor })[]>;
}

/** Keeps each definition's query and row types together while the route list holds them side by side. */
export const defineExport = <Query extends z.ZodType, Row>(definition: TableExport<Query, Row>) =>
  definition as unknown as TableExport<z.ZodType, unknown>;

/** '-' where the list shows nothing. */
export const orDash = (text: string | null | undefined) => text || '-';
