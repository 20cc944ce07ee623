import { act, render, screen } from '@testing-library/react';
import {
  AUTH_STORAGE_KEY,
  hasRole,
  useAuthStore,
  useCanEdit,
  useHasRole,
  useIsLoggedIn,
} from '@koris/shared/auth';
import { getApplications, login, logout, register, toggleEditMode } from '@koris/shared/api';
import type { AuthResponse, User } from '@koris/shared/types';
import {
  api as route,
  failure,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
} from '@koris/shared/testing';

beforeEach(resetStores);

const admin: User = {
  name: 'Admins',
  email: 'admin@koris.lv',
  roles: [{ name: 'update-data' }, { name: 'update-users' }, { name: 'see-applications' }],
  is_edit_mode_active: false,
  second_factor_required: false,
};
const answer: AuthResponse = {
  user: admin,
  authorisation: { token: 'jwt-1', type: 'bearer', expires_in: 28800 },
};

function stored() {
  const raw = sessionStorage.getItem(AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { user: User | null; token: string | null } }) : null;
}

function Probe() {
  const loggedIn = useIsLoggedIn();
  const canEdit = useCanEdit();
  const seesApplications = useHasRole('see-applications');
  return (
    <p>
      {loggedIn ? 'iekšā' : 'ārā'} {canEdit ? 'labo' : 'skatās'}{' '}
      {seesApplications ? 'pieteikumi' : '-'}
    </p>
  );
}

describe('auth store', () => {
  it('login stores user and token in sessionStorage, with the edit flag of the answer', async () => {
    const requests = recordRequests();
    server.use(
      route.post('/login', () =>
        HttpResponse.json({ ...answer, user: { ...admin, is_edit_mode_active: true } }),
      ),
    );
    await login('admin@koris.lv', 'admin12345');
    const form = (await requests.settled(), requests[0]!.form!);
    expect(form.get('email')).toBe('admin@koris.lv');
    expect(form.get('password')).toBe('admin12345');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(useAuthStore.getState().token).toBe('jwt-1');
    expect(stored()?.state.token).toBe('jwt-1');
    expect(stored()?.state.user?.is_edit_mode_active).toBe(true);
  });

  it('register stores the session too', async () => {
    server.use(route.post('/register', () => HttpResponse.json(answer, { status: 201 })));
    await register({
      name: 'A',
      email: 'a@b.lv',
      password: 'x'.repeat(8),
      registration_token: 't',
    });
    expect(stored()?.state.user?.email).toBe('admin@koris.lv');
  });

  it('restores the session from sessionStorage (a reload in the same tab)', async () => {
    sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user: admin, token: 'from-storage' }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().token).toBe('from-storage');
    expect(useAuthStore.getState().user?.name).toBe('Admins');
  });

  it('does not persist the actions, only user and token', () => {
    useAuthStore.getState().setSession(answer);
    expect(Object.keys(stored()!.state).sort()).toEqual(['token', 'user']);
  });

  it('a 401 from any call logs out every subscriber at once', async () => {
    useAuthStore.getState().setSession(answer);
    render(<Probe />);
    expect(screen.getByText(/iekšā/)).toBeInTheDocument();
    server.use(route.get('/applications', () => failure(401, 'Unauthenticated')));
    await act(async () => {
      await expect(getApplications()).rejects.toThrow('Logged out');
    });
    expect(screen.getByText(/ārā/)).toBeInTheDocument();
    expect(stored()?.state.token).toBeNull();
  });

  it('logout clears the session even when the server already ended it', async () => {
    useAuthStore.getState().setSession(answer);
    const requests = recordRequests();
    server.use(route.post('/logout', () => HttpResponse.json({}, { status: 401 })));
    await expect(logout()).resolves.toBeUndefined();
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('logout clears the session and reports a network failure', async () => {
    useAuthStore.getState().setSession(answer);
    server.use(route.post('/logout', () => HttpResponse.error()));
    await expect(logout()).rejects.toThrow();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('toggling edit mode sends 1/0 and shows the controls at once', async () => {
    useAuthStore.getState().setSession(answer);
    render(<Probe />);
    expect(screen.getByText(/skatās/)).toBeInTheDocument();
    const requests = recordRequests();
    server.use(
      route.post('/toggle-edit-mode', async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({
          user: { ...admin, is_edit_mode_active: form.get('is_edit_mode_active') === '1' },
        });
      }),
    );
    await act(async () => {
      await toggleEditMode(true);
    });
    expect((await requests.settled(), requests[0]!.form!).get('is_edit_mode_active')).toBe('1');
    expect(screen.getByText(/labo/)).toBeInTheDocument();
    expect(stored()?.state.user?.is_edit_mode_active).toBe(true);
  });
});

describe('role helpers (docs/product.md#roles)', () => {
  it('checks roles by name', () => {
    expect(hasRole(admin, 'see-applications')).toBe(true);
    expect(hasRole({ ...admin, roles: [{ name: 'update-users' }] }, 'update-data')).toBe(false);
    expect(hasRole(null, 'update-data')).toBe(false);
  });

  it('edit controls need role update-data and edit mode on', () => {
    const { rerender } = render(<Probe />);
    expect(screen.getByText('ārā skatās -')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: { ...admin, is_edit_mode_active: true }, token: 't' }));
    rerender(<Probe />);
    expect(screen.getByText('iekšā labo pieteikumi')).toBeInTheDocument();
    act(() =>
      useAuthStore.setState({
        user: { ...admin, roles: [{ name: 'see-applications' }], is_edit_mode_active: true },
      }),
    );
    expect(screen.getByText('iekšā skatās pieteikumi')).toBeInTheDocument();
    act(() => useAuthStore.getState().setEditMode(false));
    act(() => useAuthStore.getState().clearSession());
    expect(screen.getByText('ārā skatās -')).toBeInTheDocument();
  });

  it('edit controls stay off while the user must first set up a second factor', () => {
    render(<Probe />);
    act(() =>
      useAuthStore.setState({
        user: { ...admin, is_edit_mode_active: true, second_factor_required: true },
        token: 't',
      }),
    );
    expect(screen.getByText('iekšā skatās pieteikumi')).toBeInTheDocument();
    act(() => useAuthStore.getState().setUser({ ...admin, is_edit_mode_active: true }));
    expect(screen.getByText('iekšā labo pieteikumi')).toBeInTheDocument();
  });
});
