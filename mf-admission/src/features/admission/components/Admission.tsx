import { useCanEdit } from '@koris/shared/auth';
import { Loader } from '@koris/shared/ui';
import { LoadFailed } from '../../../lib/LoadFailed';
import { ApplicationForm } from '../../application-form/components/ApplicationForm';
import { useAdmissionSetting } from '../hooks/use-admission-setting';
import { admissionTexts } from '../texts';
import { AdmissionClosed } from './AdmissionClosed';
import { AdmissionIntro } from './AdmissionIntro';
import { AdmissionSwitch } from './AdmissionSwitch';
import styles from './admission.module.css';

/**
 * /uznemsana: the form page or the closed message, decided by the `admission_open` setting
 * (docs/architecture.md#routes). Staff in edit mode switch it here; the page follows at once.
 */
export function Admission() {
  const { state, retry, setOpen } = useAdmissionSetting();
  const canEdit = useCanEdit();

  return (
    <section data-boundary="mf-admission" data-page="admission" className={styles.page}>
      <h1 className={styles.heading}>{admissionTexts.heading}</h1>

      {state.status === 'ready' && canEdit && state.setting ? (
        <AdmissionSwitch open={state.open} setting={state.setting} onChange={setOpen} />
      ) : null}

      {state.status === 'loading' ? <Loader /> : null}
      {state.status === 'failed' ? (
        <LoadFailed className={styles.failed} message={admissionTexts.loadFailed} onRetry={retry} />
      ) : null}
      {state.status === 'ready' && !state.open ? <AdmissionClosed /> : null}
      {state.status === 'ready' && state.open ? (
        <div className={styles.open}>
          <AdmissionIntro />
          <ApplicationForm />
        </div>
      ) : null}
    </section>
  );
}
