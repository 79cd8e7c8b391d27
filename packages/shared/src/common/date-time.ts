const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * '2026-11-22 08:30:00' in China Standard Time: the form every `createTime` takes. The browser uses
 * it too, so a time it shows before the server answers reads the same wherever the device is set.
 */
export const formatDateTime = (date: Date): string => formatter.format(date);
