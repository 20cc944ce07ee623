import { Admission } from '../features/admission/components/Admission';

/** `/uznemsana` (SPEC §2, title Uzņemšana): the form or the closed message, by `admission_open`. */
export default function AdmissionPage() {
  return <Admission />;
}
