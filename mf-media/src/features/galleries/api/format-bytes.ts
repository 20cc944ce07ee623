const units = ['B', 'KB', 'MB', 'GB'] as const;

/** "1,2 MB": sizes as a Latvian reader writes them (decimal comma, 1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('lv-LV', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
