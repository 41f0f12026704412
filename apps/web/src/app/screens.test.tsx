import { translate } from '@portal/i18n';
import type { Language } from '@portal/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths, screenAccess } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { serverFor } from '@/test/app-server';
import { errorResponse } from '@/test/fetch-mock';
import { renderRoutes, slow } from '@/test/render';
import { createRoutes } from './router';

vi.mock('@/features/captcha/altcha-widget', () => ({
  default: () => <button type="button">Solve the captcha</button>,
}));

type Screen = keyof typeof paths;
const screens = Object.keys(paths) as Screen[];
const withAccess = (access: (typeof screenAccess)[Screen]) =>
  screens.filter((name) => screenAccess[name] === access);

const SOME_ID = 'b2c3d4e5-0000-4000-8000-000000000001';

/** The screen's path with its parameters filled in (a kind of pre-check is one of the kinds). */
const urlOf = (name: Screen) => paths[name].path.replace(':kind', 'pos').replace(/:\w+/g, SOME_ID);

/** A record's screen shows its heading for a record that is not there, too. */
const noRecord = (url: URL) =>
  url.pathname.includes(SOME_ID) ? errorResponse(404, 'not_found', 'Not found') : undefined;

// robots.txt (config/robots.ts) keeps crawlers out of what `screenAccess` says is behind sign-in:
// these hold that word to the router's guards.
describe('who each screen is for', () => {
  it.each(withAccess('public'))('%s opens without signing in', async (name) => {
    serverFor(null, noRecord);
    const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe(urlOf(name));
  });

  it.each([...withAccess('signed-in'), ...withAccess('staff'), ...withAccess('admin')])(
    '%s sends a visitor who is not signed in to sign-in',
    async (name) => {
      serverFor(null, noRecord);
      const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
      expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 }, slow)).toBeInTheDocument();
      expect(router.location().pathname).toBe('/auth');
    },
  );

  it.each(withAccess('signed-in'))('%s opens for a signed-in merchant', async (name) => {
    serverFor('merchant', noRecord);
    const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe(urlOf(name));
  });

  it.each(withAccess('staff'))('%s opens for a signed-in reviewer', async (name) => {
    serverFor('reviewer', noRecord);
    const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe(urlOf(name));
  });

  it.each(withAccess('admin'))('%s turns a reviewer away to the dashboard', async (name) => {
    serverFor('reviewer', noRecord);
    const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, slow)).toBeInTheDocument();
    expect(router.location().pathname).toBe('/dashboard');
  });

  it.each([...withAccess('staff'), ...withAccess('admin')])(
    '%s turns a merchant away to their overview',
    async (name) => {
      serverFor('merchant', noRecord);
      const { router } = renderRoutes(createRoutes(), { entries: [urlOf(name)] });
      expect(await screen.findByRole('heading', { name: 'Overview', level: 1 }, slow)).toBeInTheDocument();
      expect(router.location().pathname).toBe('/merchant');
    },
  );
});

/** The page's meta description: there must be one at most. */
function metaDescription(): string | undefined {
  // eslint-disable-next-line testing-library/no-node-access -- a <meta> in <head> is for crawlers: no role, no query names it
  const metas = [...document.head.querySelectorAll('meta[name="description"]')];
  expect(metas.length).toBeLessThanOrEqual(1);
  return metas[0]?.getAttribute('content') ?? undefined;
}

describe('meta description', () => {
  it('describes each public form in the language shown, and goes when the form does', async () => {
    serverFor(null);
    const { router } = renderRoutes(createRoutes(), { entries: ['/p/add-precheck-pos'] });
    expect(await screen.findByRole('heading', { name: 'POS Pre-check' }, slow)).toBeInTheDocument();
    expect(metaDescription()).toBe(
      'Start your POS pre-check: tell us about your business, the terminals you need and the cards you want to accept, and we will get back to you.',
    );

    const seen = new Set<string>();
    for (const language of ['es', 'de', 'it', 'en'] satisfies Language[]) {
      await act(async () => {
        await i18n.changeLanguage(language);
      });
      expect(document.documentElement.lang).toBe(language);
      const shown = metaDescription() ?? '';
      expect(shown).toBe(translate(language, 'precheckPos.metaDescription'));
      seen.add(shown);
    }
    expect(seen.size).toBe(4);

    await act(async () => {
      await i18n.changeLanguage('it');
    });
    await router.navigate('/p/add-precheck');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modulo di preverifica' }, slow),
    ).toBeInTheDocument();
    expect(metaDescription()).toBe(
      'Avvii la sua preverifica e-commerce: ci parli della sua attività e dei servizi di pagamento di cui ha bisogno, e la ricontatteremo.',
    );

    await router.navigate('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceda' }, slow)).toBeInTheDocument();
    expect(metaDescription()).toBeUndefined();
  });
});
