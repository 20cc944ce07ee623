import {
  api as route,
  failure,
  HttpResponse,
  recordRequests,
  renderOnServer,
  server,
} from '@koris/shared/testing';
import { PRIVACY, SETTING, setting } from '../../testing/settings';

// Plain Node, as in the shell's server: no window, no document. Each page renders
// to HTML with its data, and the data block holds exactly what it fetched.

const admissionPage = () => import('../AdmissionPage');
/** The form's privacy notice, rendered with the page whether admission is open or not. */
const PRIVACY_SETTING = 'GET /api/system-setting/get-by-name/admission_privacy';
const applicationsPage = () => import('../ApplicationsPage');

const requests = (calls: { method: string; path: string }[]) =>
  calls.map((c) => `${c.method} ${c.path}`);

it('runs with no browser globals', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe('/uznemsana', () => {
  beforeEach(() => {
    server.use(
      route.get('/system-setting/get-by-name/admission_privacy', () => HttpResponse.json(PRIVACY)),
    );
  });

  it('open: renders the intro and the whole form, with no loader', async () => {
    const calls = recordRequests();
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () =>
        HttpResponse.json(setting('1')),
      ),
    );
    const { html, data, errors } = await renderOnServer(admissionPage, '/uznemsana');
    expect(errors).toEqual([]);
    expect(requests(calls).sort()).toEqual([SETTING, PRIVACY_SETTING].sort());
    expect(data).toEqual({
      'admission:setting': setting('1'),
      'setting:admission_privacy': PRIVACY,
    });
    expect(html).toContain(PRIVACY.value);
    expect(html).toContain('Pieteikšanās anketa');
    expect(html).toContain('Ko mēs sagaidām');
    expect(html).toContain('Iesniegt anketu');
    expect(html).toContain('type="email"');
    expect(html).not.toContain('Ielādē');
  });

  it('closed: renders the closed message', async () => {
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () =>
        HttpResponse.json(setting('0')),
      ),
    );
    const { html, data } = await renderOnServer(admissionPage, '/uznemsana');
    expect(data).toEqual({
      'admission:setting': setting('0'),
      'setting:admission_privacy': PRIVACY,
    });
    expect(html).toContain('Uzņemšana 2025./2026. gada sezonai ir noslēgusies.');
    expect(html).not.toContain('Iesniegt anketu');
  });

  it('no such setting (404): renders closed, and the block says so (null)', async () => {
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () => failure(404, 'Not found')),
    );
    const { html, data, errors } = await renderOnServer(admissionPage, '/uznemsana');
    expect(errors).toEqual([]);
    expect(data).toEqual({ 'admission:setting': null, 'setting:admission_privacy': PRIVACY });
    expect(html).toContain('Uzņemšana 2025./2026. gada sezonai ir noslēgusies.');
  });

  it('fails when the API fails: the shell then serves the page without HTML', async () => {
    server.use(
      route.get('/system-setting/get-by-name/admission_open', () => failure(500, 'Server error')),
    );
    await expect(renderOnServer(admissionPage, '/uznemsana')).rejects.toThrow();
  });
});

describe('/uznemsana_pieteikumi', () => {
  it('renders the staff-only note for a visitor and asks for nothing', async () => {
    const calls = recordRequests();
    const { html, data, errors } = await renderOnServer(applicationsPage, '/uznemsana_pieteikumi');
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
    expect(data).toEqual({});
    expect(html).toContain('Pieteikumi');
    expect(html).not.toContain('Ielādē');
  });
});
