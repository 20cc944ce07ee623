import { formatDateTime } from '@koris/shared/ui';

/** A moment as people read it (dd.mm.yyyy hh:mm, Riga time), with the exact value for machines. */
export function TimeStamp({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value)}
    </time>
  );
}
