import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignUpForm /> },
      { path: '/auth', element: <SignInForm /> },
    ],
    { entries: ['/signup'] },
  );
}

describe('SignUpForm', () => {
  it('registers in the UI language and continues at the code step with the e-mail', async () => {
    await i18n.changeLanguage('es');
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderSignUp();

    await user.type(screen.getByLabelText(/Nombre completo/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'Grace@Example.com');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(await screen.findByRole('heading', { name: 'Introduzca su código' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('grace@example.com');
    expect(calls[0]?.url.pathname).toBe('/api/auth/signup');
    expect(calls[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      languagePreference: 'es',
    });
  });

  it("puts the server's field errors under the fields", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'Please fix the following errors',
        errors: [
          { path: 'name', code: 'too_long', message: 'This value is too long (at most 200 characters)' },
        ],
      }),
    );
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText(/Full Name/), 'Grace');
    await user.type(screen.getByLabelText(/Email address/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This value is too long (at most 200 characters)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the following errors');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Grace');
  });

  it('checks required fields with translated messages before calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
