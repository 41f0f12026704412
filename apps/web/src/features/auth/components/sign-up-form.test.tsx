import { screen } from '@testing-library/react';
import { CAPTCHA_HEADER } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// The real widget is a web component doing proof of work in workers; here a button stands in for it.
vi.mock('@/features/captcha/altcha-widget', () => ({
  default: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('c29sdmVk')}>
      Solve the captcha
    </button>
  ),
}));

/** The server's answers: the captcha `provider` it uses, and `signup` for the registration. */
function server(provider: string, signup: () => Response = () => jsonResponse(200, { ok: true })) {
  return mockFetch((call) =>
    call.url.pathname === '/api/captcha/config' ? jsonResponse(200, { provider }) : signup(),
  );
}

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
    const { calls } = server('off');
    const { user } = renderSignUp();

    await user.type(screen.getByLabelText(/Nombre completo/), 'Grace Hopper');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'Grace@Example.com');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    expect(await screen.findByRole('heading', { name: 'Introduzca su código' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('grace@example.com');
    const sent = calls.find((call) => call.url.pathname === '/api/auth/signup');
    expect(sent?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      languagePreference: 'es',
    });
  });

  it("puts the server's field errors under the fields", async () => {
    server('off', () =>
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
    const { calls } = server('off');
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/auth/signup')).toHaveLength(0);
  });

  it('asks for the captcha before sending, then sends its solution', async () => {
    const { calls } = server('altcha');
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please complete the captcha')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/auth/signup')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    const sent = calls.find((call) => call.url.pathname === '/api/auth/signup');
    expect(sent?.headers.get(CAPTCHA_HEADER)).toBe('c29sdmVk');
  });

  it("shows the server's word on a spent solution under the captcha, and asks for a new one", async () => {
    server('altcha', () =>
      jsonResponse(400, {
        code: 'captcha_invalid',
        message: 'The captcha is invalid, expired or was already used; please solve it again',
        errors: [
          {
            path: 'captcha',
            code: 'captcha_invalid',
            message: 'The captcha is invalid, expired or was already used; please solve it again',
          },
        ],
      }),
    );
    const { user } = renderSignUp();
    await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findAllByText(
        'The captcha is invalid, expired or was already used; please solve it again',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
  });
});
