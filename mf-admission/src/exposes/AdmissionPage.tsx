import { settingResource, type RouteData } from '@koris/shared/api';
import { Admission } from '../features/admission/components/Admission';
import { admissionSettingResource } from '../features/admission/hooks/use-admission-setting';

// The privacy notice is optional: a failure to read it never costs the page its render.
export const routeData: RouteData = () => [
  admissionSettingResource,
  { ...settingResource('admission_privacy'), optional: true },
];

/** `/uznemsana` (docs/product.md#pages, title Uzņemšana): the form or the closed message, by `admission_open`. */
export default function AdmissionPage() {
  return <Admission />;
}
