import { POS_CATALOGUE, POS_KEYS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerRequired } from '@/test/catalogue-answers';
import { renderFormRoute } from '@/test/precheck-form';
import { CreatePosPrecheck } from './create-pos-precheck';

vi.mock('@/features/captcha/altcha-widget', () => ({ default: () => null }));

function renderForm(variant: 'internal' | 'public' = 'internal') {
  return renderFormRoute(
    variant === 'public' ? '/p/add-precheck-pos' : '/add-precheck-pos',
    <CreatePosPrecheck variant={variant} draftKey={`precheck-pos:${variant}`} />,
  );
}

const progress = () => screen.getByRole('navigation', { name: 'Form progress' });
/** Each entry as it reads, 'Contact Information: Complete' (jsdom hears a space before the colon). */
const entries = () =>
  within(progress())
    .getAllByRole('link')
    .map((link) => link.textContent);
const section = (name: string) => screen.getByRole('group', { name });

vi.setConfig({ testTimeout: 30_000 });

describe('the POS form progress', () => {
  it('lists the four sections, not started although some answers have defaults', () => {
    renderForm('public');
    expect(entries()).toEqual([
      'General Information: Not started',
      'Contact Information: Not started',
      'Product/Service Information: Not started',
      'Further Information: Not started',
    ]);
  });

  it('follows the answers: complete when filled, announced, with errors once a field is left invalid', async () => {
    const { user } = renderForm();
    await answerRequired(user, section('General Information'), POS_CATALOGUE.general, POS_KEYS);
    await waitFor(() => expect(entries()[0]).toBe('General Information: Complete'));
    await waitFor(() =>
      expect(within(progress()).getByRole('status')).toHaveTextContent('General Information complete'),
    );

    const contact = within(section('Contact Information'));
    await user.click(contact.getByLabelText(/^Contact Person/));
    await user.paste('Lena Fuchs');
    await user.click(contact.getByLabelText(/^Email/));
    await user.paste('not-an-email');
    expect(entries()[1]).toBe('Contact Information: In progress');
    await user.tab();
    await waitFor(() => expect(entries()[1]).toBe('Contact Information: Has errors'));
  });

  it('shows errors in every unfinished section after a submit attempt', async () => {
    const { user } = renderForm();
    await answerRequired(user, section('Contact Information'), POS_CATALOGUE.contact, POS_KEYS);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(entries()).toEqual([
        'General Information: Has errors',
        'Contact Information: Complete',
        'Product/Service Information: Has errors',
        'Further Information: Has errors',
      ]),
    );
  });

  it("moves focus to a section's first field", async () => {
    const { user } = renderForm();
    await user.click(within(progress()).getByRole('link', { name: /^Further Information/ }));
    expect(within(section('Further Information')).getByLabelText(/^Current Provider/)).toHaveFocus();
  });
});
