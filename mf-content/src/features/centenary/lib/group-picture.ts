/** SPEC §2, §9: the group picture is shown only when the day of the month is greater than 10. */
export const GROUP_PICTURE_AFTER_DAY = 10;

/** Decided on the visitor's local date at render time. */
export function showsGroupPicture(now: Date): boolean {
  return now.getDate() > GROUP_PICTURE_AFTER_DAY;
}
