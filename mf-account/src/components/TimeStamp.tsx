import { formatDate } from '@koris/shared/ui';

/** Made once, on first use: a long list formats a time per row. */
let rigaTime: Intl.DateTimeFormat | undefined;

/**
 * "dd.mm.yyyy hh:mm" in the choir's time zone (Europe/Riga), so every member of staff reads
 * the same moment whatever their own clock says. Not a date: ''.
 */
export function formatDateTime(value: string): string {
  const date = formatDate(value);
  if (!date) return '';
  rigaTime ??= new Intl.DateTimeFormat('lv-LV', {
    timeZone: 'Europe/Riga',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = rigaTime.formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${date} ${get('hour')}:${get('minute')}`;
}

/** A moment as people read it, with the exact value for machines. */
export function TimeStamp({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value)}
    </time>
  );
}
