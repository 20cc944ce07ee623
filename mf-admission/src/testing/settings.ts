/** The admission page's settings as the API seeds them, for the tests of its first render. */

/** The read of `admission_open`, as the recorded requests name it. */
export const SETTING = 'GET /api/system-setting/get-by-name/admission_open';

/** `admission_open` holding `value` ("1" open, "0" closed). */
export const setting = (value: string) => ({ id: 15, name: 'admission_open', value });

/** The form's privacy notice (`admission_privacy`). */
export const PRIVACY = {
  id: 16,
  name: 'admission_privacy',
  value: 'Datus glabā koris, lai sarīkotu noklausīšanos; tos dzēš pēc 13 mēnešiem.',
};
