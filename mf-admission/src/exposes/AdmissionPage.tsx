import type { RouteData } from '@koris/shared/api';
import { Admission } from '../features/admission/components/Admission';
import { admissionSettingResource } from '../features/admission/hooks/use-admission-setting';

export const routeData: RouteData = () => [admissionSettingResource];

/** `/uznemsana` (docs/product.md#pages, title Uzņemšana): the form or the closed message, by `admission_open`. */
export default function AdmissionPage() {
  return <Admission />;
}
