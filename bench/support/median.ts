/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The item whose `measure` is the median of all: one noisy round on a shared machine does not
 * decide, and the figures shown belong together (they come from the same round).
 */
export function medianBy<T>(items: readonly T[], measure: (item: T) => number): T {
  const middle = median(items.map(measure));
  const found = items.find((item) => measure(item) === middle) ?? items[0];
  if (found === undefined) throw new Error('medianBy: no items');
  return found;
}
