import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import AdmissionPage from '../../../exposes/AdmissionPage';
import {
  api as route,
  aUser,
  failure,
  heldAnswer,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  signIn,
} from '@koris/shared/testing';

const openSetting = () => HttpResponse.json({ id: 15, name: 'admission_open', value: '1' });

/** The form's privacy notice (`admission_privacy`), as the API seeds it. */
const PRIVACY = {
  id: 16,
  name: 'admission_privacy',
  value: 'Datus glabā koris, lai sarīkotu noklausīšanos; tos dzēš pēc 13 mēnešiem.',
};

async function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AlertList />
      <AdmissionPage />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Pieteikšanās anketa' });
  return user;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const check = (name: string) => screen.getByRole('checkbox', { name });
const submitButton = () => screen.queryByRole('button', { name: 'Iesniegt anketu' });

/** Pasted, as a person fills a form from the clipboard: one input event per field. */
async function fill(user: UserEvent, name: string, value: string) {
  await user.click(box(name));
  await user.paste(value);
}

async function fillRequired(user: UserEvent) {
  await fill(user, 'Vārds, uzvārds', 'Līga Ozola');
  await fill(user, 'Vecums', '21');
  await fill(user, 'E-pasts', 'liga@example.lv');
  await fill(user, 'Telefons', '+371 20000000');
  await fill(user, 'Kā uzzināji par kori?', 'No drauga');
}

beforeEach(() => {
  resetStores();
  server.use(
    route.get('/system-setting/get-by-name/admission_privacy', () => HttpResponse.json(PRIVACY)),
  );
});
afterEach(() => {
  act(() => resetStores());
});

/**
 * The open form, with /apply accepting (its 201 carries the message the visitor reads), and
 * the required fields filled in; the requests are recorded from the start.
 */
async function renderAcceptingForm() {
  const calls = recordRequests();
  server.use(
    route.get('/system-setting/get-by-name/admission_open', openSetting),
    route.post('/apply', () => failure(201, 'Anketa iesniegta!')),
  );
  const user = await renderForm();
  await fillRequired(user);
  return { calls, user };
}

it('has labelled fields with native types; the five required ones are marked', async () => {
  server.use(route.get('/system-setting/get-by-name/admission_open', openSetting));
  await renderForm();
  expect(box('Vārds, uzvārds')).toHaveAttribute('autocomplete', 'name');
  expect(box('Vecums')).toHaveAttribute('inputmode', 'numeric');
  expect(box('E-pasts')).toHaveAttribute('type', 'email');
  expect(box('Telefons')).toHaveAttribute('type', 'tel');
  for (const name of ['Vārds, uzvārds', 'Vecums', 'E-pasts', 'Telefons', 'Kā uzzināji par kori?']) {
    expect(box(name)).toBeRequired();
  }
  for (const name of ['Dziedāšanas pieredze', 'Komentāri']) {
    expect(box(name)).not.toBeRequired();
  }
  expect(check('Studēju Latvijas Universitātē')).not.toBeChecked();
  const auditions = screen.getByRole('group', { name: 'Noklausīšanās' });
  expect(
    within(auditions).getByRole('checkbox', { name: 'Varu ierasties 9. septembrī' }),
  ).toBeInTheDocument();
  expect(
    within(auditions).getByRole('checkbox', { name: 'Varu ierasties 11. septembrī' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Ar * atzīmētie lauki ir obligāti.')).toBeInTheDocument();
});

it('sends multipart without a token: empty fields left out, unchecked flags as false (0)', async () => {
  // Even a logged-in visitor applies anonymously (docs/product.md#roles, #calls).
  signIn(aUser({ roles: ['see-applications'] }));
  const { calls, user } = await renderAcceptingForm();
  await user.click(check('Varu ierasties 11. septembrī'));
  await user.click(submitButton()!);
  await screen.findByText('Anketa iesniegta!');

  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/apply');
  expect(post.headers.get('Authorization')).toBeNull();
  expect([...post.form!]).toEqual([
    ['name', 'Līga Ozola'],
    ['age', '21'],
    ['email', 'liga@example.lv'],
    ['phone', '+371 20000000'],
    ['is_lu_student', '0'],
    ['can_come_1', '0'],
    ['can_come_2', '1'],
    ['find_out', 'No drauga'],
  ]);
});

it('sends every field when all are filled', async () => {
  const { calls, user } = await renderAcceptingForm();
  await fill(user, 'Dziedāšanas pieredze', 'Skolas koris');
  await user.click(check('Studēju Latvijas Universitātē'));
  await user.click(check('Varu ierasties 9. septembrī'));
  await fill(user, 'Komentāri', 'Dziedu altā');
  await user.click(submitButton()!);
  await screen.findByText('Anketa iesniegta!');
  expect(calls.find((c) => c.method === 'POST')!.fields).toEqual({
    name: 'Līga Ozola',
    age: '21',
    email: 'liga@example.lv',
    phone: '+371 20000000',
    experience: 'Skolas koris',
    is_lu_student: '1',
    can_come_1: '1',
    can_come_2: '0',
    find_out: 'No drauga',
    free: 'Dziedu altā',
  });
});

it('while sending shows the loader and ignores further submits; once sent the button is gone', async () => {
  const pending = heldAnswer();
  const calls = recordRequests();
  server.use(
    route.get('/system-setting/get-by-name/admission_open', openSetting),
    route.post('/apply', pending.resolver),
  );
  const user = await renderForm();
  await fillRequired(user);
  await user.click(submitButton()!);
  expect(await screen.findByText('Anketa tiek sūtīta…')).toBeInTheDocument();
  await user.click(submitButton()!);
  await user.type(box('Komentāri'), '{Enter}');
  await user.click(box('Telefons'));
  await user.keyboard('{Enter}');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

  await act(async () => pending.release(failure(201, 'Anketa iesniegta!')));
  const success = await screen.findByText('Anketa iesniegta!');
  expect(success.closest('[role="status"]')).not.toBeNull();
  expect(submitButton()).not.toBeInTheDocument();
  expect(screen.queryByText('Anketa tiek sūtīta…')).not.toBeInTheDocument();
  expect(screen.getByText(/Tava anketa ir saņemta/)).toBeInTheDocument();
  // The sent answers stay readable but cannot be sent again.
  expect(box('Vārds, uzvārds')).toHaveValue('Līga Ozola');
  expect(box('Vārds, uzvārds')).toBeDisabled();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

it('a 422 shows each message beside its field, keeps every value and can be sent again', async () => {
  let attempt = 0;
  const calls = recordRequests();
  server.use(
    route.get('/system-setting/get-by-name/admission_open', openSetting),
    route.post('/apply', () =>
      ++attempt === 1
        ? HttpResponse.json(
            {
              message: 'Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.',
              errors: {
                age: ['Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.'],
                phone: ['Laukā "Telefons" jānorāda derīgs tālruņa numurs.'],
              },
            },
            { status: 422 },
          )
        : failure(201, 'Anketa iesniegta!'),
    ),
  );
  const user = await renderForm();
  await fillRequired(user);
  await user.clear(box('Vecums'));
  await user.type(box('Vecums'), '7');
  await fill(user, 'Komentāri', 'Ļoti gribu dziedāt');
  await user.click(check('Varu ierasties 9. septembrī'));
  await user.click(submitButton()!);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.',
  );
  expect(box('Vecums')).toHaveAccessibleDescription(
    'Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.',
  );
  expect(box('Vecums')).toBeInvalid();
  expect(box('Telefons')).toHaveAccessibleDescription(
    'Laukā "Telefons" jānorāda derīgs tālruņa numurs.',
  );
  expect(box('E-pasts')).not.toBeInvalid();
  await waitFor(() => expect(box('Vecums')).toHaveFocus());
  // Nothing typed is lost.
  expect(box('Vārds, uzvārds')).toHaveValue('Līga Ozola');
  expect(box('Vecums')).toHaveValue('7');
  expect(box('Komentāri')).toHaveValue('Ļoti gribu dziedāt');
  expect(check('Varu ierasties 9. septembrī')).toBeChecked();

  // Fixing a field takes its message away; the form can be sent again.
  await user.clear(box('Vecums'));
  await user.type(box('Vecums'), '17');
  expect(box('Vecums')).not.toBeInvalid();
  expect(
    screen.queryByText('Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.', { selector: 'p' }),
  ).toBeNull();
  await user.click(submitButton()!);
  expect(await screen.findByText('Anketa iesniegta!')).toBeInTheDocument();
  // The refusal of the first attempt is gone with it.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(posts[1]!.fields!['age']).toBe('17');
});

it('a closed admission (409) shows the server message and keeps the form', async () => {
  server.use(
    route.get('/system-setting/get-by-name/admission_open', openSetting),
    route.post('/apply', () => failure(409, 'Uzņemšana šobrīd ir slēgta.')),
  );
  const user = await renderForm();
  await fillRequired(user);
  await user.click(submitButton()!);
  expect(await screen.findByRole('alert')).toHaveTextContent('Uzņemšana šobrīd ir slēgta.');
  expect(submitButton()).toBeInTheDocument();
  expect(submitButton()).not.toHaveAttribute('aria-disabled');
  expect(box('E-pasts')).toHaveValue('liga@example.lv');
});

it('a network failure says so in Latvian and the form can be sent again', async () => {
  let down = true;
  server.use(
    route.get('/system-setting/get-by-name/admission_open', openSetting),
    route.post('/apply', () => failure(201, 'Anketa iesniegta!')),
  );
  server.use(route.post('/apply', () => (down ? HttpResponse.error() : undefined)));
  const user = await renderForm();
  await fillRequired(user);
  await user.click(submitButton()!);
  expect(await screen.findByRole('alert')).toHaveTextContent('Neizdevās sazināties ar serveri');
  down = false;
  await user.click(submitButton()!);
  expect(await screen.findByText('Anketa iesniegta!')).toBeInTheDocument();
});

describe('the privacy notice (admission_privacy)', () => {
  it('says who keeps the data, why and for how long, as text above the button', async () => {
    server.use(route.get('/system-setting/get-by-name/admission_open', openSetting));
    await renderForm();
    const notice = await screen.findByText(PRIVACY.value);
    expect(notice.closest('[data-setting="admission_privacy"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Labot tekstu/ })).not.toBeInTheDocument();
  });

  it('an editor in edit mode changes it in place, like every editable text', async () => {
    signIn(aUser({ roles: ['update-data'], is_edit_mode_active: true }));
    const calls = recordRequests();
    server.use(
      route.get('/system-setting/get-by-name/admission_open', openSetting),
      route.put('/system-setting/16', async ({ request }) =>
        HttpResponse.json({ ...PRIVACY, ...((await request.json()) as object) }),
      ),
    );
    const user = await renderForm();
    await user.click(
      await screen.findByRole('button', { name: /Labot tekstu: Privātuma paziņojums/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Privātuma paziņojums' });
    const text = within(dialog).getByRole('textbox');
    await user.clear(text);
    await user.type(text, 'Dati glabājas 13 mēnešus.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dati glabājas 13 mēnešus.')).toBeInTheDocument();
    expect(calls.of('PUT', '/api/system-setting/16')[0]!.json).toEqual({
      value: 'Dati glabājas 13 mēnešus.',
    });
  });
});
