import { useId, useRef, type FormEvent } from 'react';
import { AlertList, EditableText, Loader } from '@koris/shared/ui';
import {
  auditionFlags,
  closingFields,
  formTexts,
  personFields,
  studentFlag,
  type TextFieldSpec,
} from '../fields';
import { FORM_ALERT_SCOPE, useApplicationForm } from '../hooks/use-application-form';
import { CheckboxField, FormField } from './FormField';
import styles from './application-form.module.css';

/**
 * The form card "Pieteikšanās anketa" (docs/product.md#pages, #states, #validation): sent without a token; while it is
 * sending the loader shows and further submits are ignored; once sent the button is gone;
 * on an error every typed value stays and each field's message shows beside it. Above the
 * button, the privacy notice (`admission_privacy`): who keeps the data, why and for how long,
 * a text staff edit in place.
 */
export function ApplicationForm() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, status, fieldErrors, setField, submit } = useApplicationForm();
  const sending = status === 'sending';
  const sent = status === 'sent';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await submit();
    if (Object.keys(errors).length === 0) return;
    // Keyboard and screen-reader users land on the first field to fix, its message read out.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const textField = (spec: TextFieldSpec) => (
    <FormField
      key={spec.name}
      spec={spec}
      value={draft[spec.name]}
      error={fieldErrors[spec.name]}
      onChange={(value) => setField(spec.name, value)}
    />
  );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {formTexts.heading}
      </h2>
      <p className={styles.note}>{formTexts.requiredNote}</p>
      {/* noValidate: the server judges and answers in Latvian, beside each field (docs/product.md#validation). */}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending}>
        <fieldset className={styles.plain} disabled={sent}>
          {personFields.map(textField)}
          <CheckboxField
            name={studentFlag.name}
            label={studentFlag.label}
            checked={draft.is_lu_student}
            error={fieldErrors[studentFlag.name]}
            onChange={(checked) => setField(studentFlag.name, checked)}
          />
          <fieldset className={styles.group} aria-describedby={`${headingId}-auditions`}>
            <legend className={styles.legend}>{formTexts.auditionsLegend}</legend>
            <p id={`${headingId}-auditions`} className={styles.hint}>
              {formTexts.auditionsHint}
            </p>
            {auditionFlags.map((flag) => (
              <CheckboxField
                key={flag.name}
                name={flag.name}
                label={flag.label}
                checked={draft[flag.name]}
                error={fieldErrors[flag.name]}
                onChange={(checked) => setField(flag.name, checked)}
              />
            ))}
          </fieldset>
          {closingFields.map(textField)}
        </fieldset>

        <EditableText
          name="admission_privacy"
          as="p"
          className={styles.privacy}
          label={formTexts.privacyLabel}
        />

        <AlertList scope={FORM_ALERT_SCOPE} />

        {sent ? (
          <p className={styles.thanks}>{formTexts.thanks}</p>
        ) : (
          <div className={styles.actions}>
            {/* aria-disabled, not disabled: focus stays on the button while it sends. */}
            <button
              type="submit"
              className="k-btn k-btn-primary"
              aria-disabled={sending || undefined}
            >
              {formTexts.submit}
            </button>
            <div className={styles.loaderSlot}>
              {sending ? <Loader label={formTexts.sending} /> : null}
            </div>
          </div>
        )}
      </form>
    </section>
  );
}
