import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { optionalField, requiredField } from '@portal/shared';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SectionProgress } from './section-progress';
import type { ProgressSection } from './use-section-states';

type Values = { company: string; address: string; website: string };

const SECTIONS: ProgressSection[] = [
  { id: 'first', title: 'Company', fields: [requiredField('company')] },
  { id: 'second', title: 'Contact', fields: [requiredField('address'), optionalField('website')] },
].map(({ fields, ...section }) => ({
  ...section,
  fields: fields.map((field) => ({ path: field.name, field, required: field.required })),
}));

/** Two sections judged by react-hook-form's own rules: the progress reads only the form's errors. */
function TwoSectionForm() {
  const form = useForm<Values>({
    defaultValues: { company: '', address: '', website: '' },
    mode: 'onTouched',
  });
  const required = { required: 'Required' };
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} noValidate>
      <SectionProgress form={form} sections={() => SECTIONS} />
      <fieldset id="first">
        <legend>Company</legend>
        <label>
          Company name
          <input {...form.register('company', required)} />
        </label>
      </fieldset>
      <fieldset id="second">
        <legend>Contact</legend>
        <label>
          Address
          <input {...form.register('address', required)} />
        </label>
        <label>
          Website
          <input {...form.register('website')} />
        </label>
      </fieldset>
      <button type="submit">Submit</button>
    </form>
  );
}

const progress = () => screen.getByRole('navigation', { name: 'Form progress' });
const entries = () =>
  within(progress())
    .getAllByRole('link')
    .map((link) => link.textContent);
/**
 * An entry's accessible name, 'Contact: Complete'. jsdom counts every element as a block when it
 * computes names, so it hears a space before the colon that a browser does not.
 */
const entryName = (title: string, state: string) => new RegExp(`^${title} ?: ${state}$`);
const announced = () => within(progress()).getByRole('status');

/** Phone-narrow: every `max-width` query matches, as useNarrowScreen asks one. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('SectionProgress', () => {
  it('lists the sections in words, follows the answers and says politely when one is complete', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TwoSectionForm />);
    expect(entries()).toEqual(['Company: Not started', 'Contact: Not started']);
    expect(announced()).toHaveAttribute('aria-live', 'polite');
    expect(announced()).toHaveTextContent('');

    await user.type(screen.getByLabelText('Website'), 'https://example.com');
    expect(entries()).toEqual(['Company: Not started', 'Contact: In progress']);

    await user.type(screen.getByLabelText('Company name'), 'Nordlicht');
    expect(entries()).toEqual(['Company: Complete', 'Contact: In progress']);
    await waitFor(() => expect(announced()).toHaveTextContent('Company complete'));

    // Left empty: its error shows, and so does the section's.
    await user.click(screen.getByLabelText('Address'));
    await user.tab();
    await waitFor(() => expect(entries()).toEqual(['Company: Complete', 'Contact: Has errors']));

    await user.type(screen.getByLabelText('Address'), 'Königstraße 10');
    await waitFor(() => expect(entries()).toEqual(['Company: Complete', 'Contact: Complete']));
    await waitFor(() => expect(announced()).toHaveTextContent('Contact complete'));
  });

  it('shows every unfinished section with errors after a submit attempt', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TwoSectionForm />);
    await user.type(screen.getByLabelText('Company name'), 'Nordlicht');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(entries()).toEqual(['Company: Complete', 'Contact: Has errors']));
  });

  it("moves focus to a section's first field and marks it as the current step", async () => {
    const user = userEvent.setup();
    renderWithTheme(<TwoSectionForm />);
    const contact = within(progress()).getByRole('link', { name: /^Contact/ });
    expect(within(progress()).getByRole('link', { name: /^Company/ })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(contact);
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(contact).toHaveAttribute('aria-current', 'step');
  });

  it('on a narrow screen is a bar that opens the list by keyboard, closes on Escape and leads to a section', async () => {
    narrowScreen();
    const user = userEvent.setup();
    renderWithTheme(<TwoSectionForm />);
    // The menu's code arrives a moment after the bar it replaces.
    const bar = await within(progress()).findByRole('button', { name: 'Section 1 of 2', expanded: false });

    bar.focus();
    await user.keyboard('{Enter}');
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    const menu = within(progress()).getByRole('dialog', { name: 'Form progress' });
    // Focus starts on the entry of the section the person is at.
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: entryName('Company', 'Not started') })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bar).toHaveFocus());

    await user.keyboard(' ');
    const contact = await within(progress()).findByRole('link', {
      name: entryName('Contact', 'Not started'),
    });
    await user.tab();
    expect(contact).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(within(progress()).queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(progress()).getByRole('button', { name: 'Section 2 of 2' })).toBeInTheDocument();
    // The bar does not take focus back from the section once the menu has closed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Address')).toHaveFocus();
  });
});
