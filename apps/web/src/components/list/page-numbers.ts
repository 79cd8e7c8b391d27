/** A gap in the page numbers ('…'), before or after the pages around the current one. */
export type PageSlot = number | 'gap-before' | 'gap-after';

/** Every page when there are at most seven; otherwise the first, the last and two either side of the current. */
export function pageSlots(current: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(to < pageCount - 1 ? (['gap-after'] as const) : []),
    pageCount,
  ];
}
