import { renderDevHost } from '@koris/shared/dev';
import AdmissionPage from './exposes/AdmissionPage';
import ApplicationsPage from './exposes/ApplicationsPage';

renderDevHost('mf-admission', [
  { path: '/uznemsana', label: 'Uzņemšana', Component: AdmissionPage },
  { path: '/uznemsana_pieteikumi', label: 'Pieteikumi', Component: ApplicationsPage },
]);
