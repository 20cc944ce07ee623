import { useHydrated, useServerDecision } from '@koris/shared/api';

/** docs/product.md#pages, #constants: the group picture is shown only when the day of the month is greater than 10. */
export const GROUP_PICTURE_AFTER_DAY = 10;

/** Decided on the visitor's local date at render time. */
export function showsGroupPicture(now: Date): boolean {
  return now.getDate() > GROUP_PICTURE_AFTER_DAY;
}

/** The server-rendered data key of the group picture decision (a boolean). */
export const GROUP_PICTURE_DATA_KEY = 'content:centenary:group-picture';

/**
 * The server decides on its own clock and records the decision; the browser hydrates with that
 * decision and then follows the visitor's local date (they differ only around midnight,
 * across time zones).
 */
export function useGroupPicture(now: () => Date): boolean {
  const hydrated = useHydrated();
  const fromServer = useServerDecision(
    GROUP_PICTURE_DATA_KEY,
    () => showsGroupPicture(now()),
    'day',
  );
  return !hydrated && typeof fromServer === 'boolean' ? fromServer : showsGroupPicture(now());
}
