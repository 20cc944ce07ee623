import { useCallback, useRef, useState } from 'react';
import { apply, getErrorMessage, readFieldErrors, type FieldErrors } from '@koris/shared/api';
import { useAlertStore } from '@koris/shared/ui';
import { emptyDraft, formTexts, type ApplicationDraft } from '../fields';

/** docs/product.md#states: idle → sending → sent; an error ends sending and the form can be sent again. */
export type FormStatus = 'idle' | 'sending' | 'sent';

/** The form's own alerts show inside its card, beside the button the person just pressed. */
export const FORM_ALERT_SCOPE = 'application-form';

export function useApplicationForm() {
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A ref, not state: two submits in the same tick (double click, Enter + click) both see it.
  const busy = useRef(false);

  const setField = useCallback(
    <K extends keyof ApplicationDraft>(name: K, value: ApplicationDraft[K]) => {
      setDraft((d) => ({ ...d, [name]: value }));
      // The message of a field goes once the person changes that field.
      setFieldErrors((errors) => {
        if (!errors[name]) return errors;
        const { [name]: _fixed, ...rest } = errors;
        return rest;
      });
    },
    [],
  );

  /** Sends once; resolves to the per-field errors of a 422 (empty otherwise). */
  const submit = useCallback(async (): Promise<FieldErrors> => {
    if (busy.current) return {};
    busy.current = true;
    setStatus('sending');
    const { alerts, dismissAlert, pushAlert } = useAlertStore.getState();
    // A new attempt: the messages of the last one no longer apply.
    alerts.filter((a) => a.scope === FORM_ALERT_SCOPE).forEach((a) => dismissAlert(a.id));
    try {
      // Empty fields are left out and unchecked flags sent as false by toFormData (docs/product.md#validation).
      await apply(draft);
      setFieldErrors({});
      setStatus('sent');
      pushAlert('success', formTexts.sent, FORM_ALERT_SCOPE);
      // Stays busy: a sent form is never sent a second time.
      return {};
    } catch (error) {
      const errors = await readFieldErrors(error);
      setFieldErrors(errors);
      pushAlert('danger', getErrorMessage(error), FORM_ALERT_SCOPE);
      setStatus('idle');
      busy.current = false;
      return errors;
    }
  }, [draft]);

  return { draft, status, fieldErrors, setField, submit };
}
