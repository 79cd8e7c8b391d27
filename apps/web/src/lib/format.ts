/** The date part of 'YYYY-MM-DD HH:mm:ss' (portal.md 9: lists show the first 10 characters). */
export const dayOf = (time: string | null | undefined): string => (time ?? '').slice(0, 10);

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB'; whole numbers drop the decimal ('2 MB'). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
