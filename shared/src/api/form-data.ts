export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds multipart bodies (SPEC §5): null and empty fields are left out; booleans become
 * "1"/"0" as the API expects; arrays become `name[0]`, `name[1]` … (gallery images).
 */
export function toFormData(fields: Record<string, FormValue | FormValue[]>): FormData {
  const form = new FormData();
  const append = (name: string, value: FormValue) => {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'number') form.append(name, String(value));
    else form.append(name, value);
  };
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((item, i) => append(`${name}[${i}]`, item));
    else append(name, value);
  }
  return form;
}

/** "Override put" (SPEC §7): a POST carrying `_method=put`. */
export function withOverridePut(form: FormData): FormData {
  form.append('_method', 'put');
  return form;
}
