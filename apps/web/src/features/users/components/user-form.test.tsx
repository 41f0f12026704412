import type { User } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import { CreateUser } from './create-user';
import { EditUser } from './edit-user';

const ada: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  languagePreference: 'de',
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderCreate() {
  return renderRoutes([{ path: '/add-user', element: <CreateUser /> }, landing('/users')], {
    entries: ['/add-user'],
  });
}

function renderEdit(isSelf = false) {
  return renderRoutes(
    [{ path: '/edit-user/:id', element: <EditUser userId={ada.id} isSelf={isSelf} /> }, landing('/users')],
    {
      entries: [`/edit-user/${ada.id}`],
    },
  );
}

describe('add user', () => {
  it('starts as a merchant speaking English and posts the entered user', async () => {
    const { calls } = mockFetch(({ body }) => jsonResponse(200, { ...ada, ...(body as object) }));
    const { user } = renderCreate();
    expect(screen.getByLabelText(/Role/)).toHaveValue('merchant');
    expect(screen.getByLabelText(/Language preference/)).toHaveValue('en');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');

    await user.type(screen.getByLabelText(/Name/), '  Grace Hopper ');
    await user.type(screen.getByLabelText(/Email/), 'Grace@Example.com');
    await user.selectOptions(screen.getByLabelText(/Language preference/), 'Italiano');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('landed on /users')).toBeInTheDocument();
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'merchant',
      languagePreference: 'it',
    });
  });

  it('sends its Idempotency-Key, and sends again with it when the service was briefly unavailable', async () => {
    let tries = 0;
    const { calls } = mockFetch(({ body }) => {
      tries += 1;
      return tries === 1
        ? errorResponse(503, 'service_unavailable', 'The service is briefly unavailable')
        : jsonResponse(201, { ...ada, ...(body as object) });
    });
    const { user } = renderCreate();
    await user.type(screen.getByLabelText(/Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('landed on /users')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it('shows translated messages for missing fields without calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(500));
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("keeps the entered values and shows 'Error saving user.' with the server's reasons", async () => {
    mockFetch(() =>
      jsonResponse(409, {
        code: 'email_taken',
        message: 'A user with this email address already exists',
        errors: [{ path: 'email', code: 'email_taken', message: 'Already taken' }],
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCreate();
    await user.type(screen.getByLabelText(/Name/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error saving user.');
    expect(alert).toHaveTextContent('A user with this email address already exists');
    expect(screen.getByText('Already taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/Email/)).toHaveValue('grace@example.com');
    expect(log).toHaveBeenCalledWith('Error saving user', expect.anything());
  });
});

describe('edit user', () => {
  it('loads the user and saves changes with PUT, naming the version it read in If-Match', async () => {
    const { calls } = mockFetch(({ method, body }) =>
      jsonResponse(200, method === 'PUT' ? { ...ada, ...(body as object) } : ada, { ETag: '"v1"' }),
    );
    const { user } = renderEdit();
    const name = await screen.findByLabelText(/Name/);
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Role/)).toHaveValue('admin');
    expect(screen.getByLabelText(/Language preference/)).toHaveValue('de');

    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Update user' }));

    expect(await screen.findByText('landed on /users')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/users/${ada.id}`);
    expect(put?.headers.get('If-Match')).toBe('"v1"');
    expect(put?.body).toEqual({
      name: 'Ada King',
      email: 'ada@example.com',
      role: 'admin',
      languagePreference: 'de',
    });
  });

  it("after someone else's save (412) shows their version, what differs, and re-applies the entries on request", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Someone renamed Ada and made her a merchant while this admin was typing.
    const theirs = { ...ada, name: 'Ada Byron', role: 'merchant' as const };
    let saved = false;
    const { calls } = mockFetch(({ method, body, headers }) => {
      if (method === 'GET') return jsonResponse(200, saved ? theirs : ada, { ETag: saved ? '"v2"' : '"v1"' });
      if (headers.get('If-Match') === '"v1"') {
        return errorResponse(
          412,
          'precondition_failed',
          'Someone else changed this record since you read it',
        );
      }
      return jsonResponse(200, { ...theirs, ...(body as object) }, { ETag: '"v3"' });
    });
    const { user } = renderEdit();
    const name = await screen.findByLabelText(/Name/);
    saved = true;
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Update user' }));

    const alert = await screen.findByRole('alert', {
      name: 'Someone else changed this user while you were editing',
    });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // Only what this admin changed: the role they left alone stays as the other save made it.
    ).toEqual(['Name: yours “Ada King”, now “Ada Byron”']);
    // The form shows their version, and nothing of this admin's was taken as saved.
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada Byron');
    expect(screen.getByLabelText(/Role/)).toHaveValue('merchant');
    expect(screen.queryByText('landed on /users')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Apply my changes again' }));
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada King');
    expect(screen.getByLabelText(/Role/)).toHaveValue('merchant');
    await user.click(screen.getByRole('button', { name: 'Update user' }));
    expect(await screen.findByText('landed on /users')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((put) => put.headers.get('If-Match'))).toEqual(['"v1"', '"v2"']);
    expect(puts[1]?.body).toMatchObject({ name: 'Ada King', role: 'merchant' });
  });

  it("shows 'Error fetching user.' with Try again when the user cannot be loaded", async () => {
    let fail = true;
    const { calls } = mockFetch(() =>
      fail ? errorResponse(500, 'internal_error', 'Boom') : jsonResponse(200, ada),
    );
    const { user } = renderEdit();
    expect(await screen.findByText('Error fetching user.', {}, { timeout: 3000 })).toBeInTheDocument();
    const failedCalls = calls.length;
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue(ada.name)).toBeInTheDocument();
    expect(calls.length).toBe(failedCalls + 1);
  });

  it('says a user that does not exist (deleted, or a wrong link) is not found, with the way back', async () => {
    mockFetch(() => errorResponse(404, 'not_found', 'Not found'));
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/users');
    expect(screen.queryByText('Error fetching user.')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { calls } = mockFetch(({ method }) =>
      method === 'DELETE' ? jsonResponse(204) : jsonResponse(200, ada),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('landed on /users')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`/api/users/${ada.id}`);
  });

  it("explains a refused deletion, such as the last admin's", async () => {
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? errorResponse(400, 'last_admin', 'The last admin can be neither deleted nor demoted')
        : jsonResponse(200, ada),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('The last admin can be neither deleted nor demoted'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Error deleting user.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error deleting user', expect.anything());
  });

  it("resets another user's second factor after confirmation, and says so", async () => {
    const { calls } = mockFetch(({ method }) =>
      method === 'POST' ? jsonResponse(204) : jsonResponse(200, ada),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Reset second factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the second factor?' });
    expect(dialog).toHaveTextContent('Ada Lovelace is signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The second factor of Ada Lovelace was reset.')).toHaveAttribute(
      'role',
      'status',
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/users/${ada.id}/mfa-reset`);
  });

  it('signs another user out everywhere after confirmation, and says how many sessions ended', async () => {
    const { calls } = mockFetch(({ method }) =>
      method === 'DELETE' ? jsonResponse(200, { ended: 3 }) : jsonResponse(200, ada),
    );
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Ada Lovelace out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Ada Lovelace was signed out everywhere (3 sessions).')).toHaveAttribute(
      'role',
      'status',
    );
    const ended = calls.find((call) => call.method === 'DELETE');
    expect(ended?.url.pathname).toBe(`/api/users/${ada.id}/sessions`);
  });

  it("offers no reset of the signed-in admin's own second factor here", async () => {
    mockFetch(() => jsonResponse(200, ada));
    renderEdit(true);
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Ada Lovelace');
    expect(screen.queryByRole('button', { name: 'Reset second factor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
