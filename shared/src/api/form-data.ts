export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds multipart bodies (docs/product.md#validation): null, undefined and empty-string fields are left out;
 * booleans become "1"/"0" as the API expects; numbers become their decimal text (NaN is
 * left out); arrays become `name[0]`, `name[1]` … (gallery images), numbered over the
 * items actually sent so the server never sees a gap.
 */
export function toFormData<T extends { [K in keyof T]: FormValue | FormValue[] }>(
  fields: T,
): FormData {
  const form = new FormData();
  const isSent = (value: FormValue): value is string | number | boolean | Blob =>
    value !== null &&
    value !== undefined &&
    value !== '' &&
    !(typeof value === 'number' && Number.isNaN(value));
  const append = (name: string, value: string | number | boolean | Blob) => {
    if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'number') form.append(name, String(value));
    else form.append(name, value);
  };
  for (const [name, value] of Object.entries<FormValue | FormValue[]>(fields)) {
    if (Array.isArray(value))
      value.filter(isSent).forEach((item, i) => append(`${name}[${i}]`, item));
    else if (isSent(value)) append(name, value);
  }
  return form;
}

/** "Override put" (docs/product.md#calls): a POST carrying `_method=put` (the API also accepts `method`). */
export function withOverridePut(form: FormData): FormData {
  form.set('_method', 'put');
  return form;
}
