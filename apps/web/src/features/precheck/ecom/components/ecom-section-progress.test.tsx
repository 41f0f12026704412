import { messageKey } from '@portal/i18n/browser';
import {
  ECOM_FIELDS,
  ECOM_KEYS,
  ECOM_SERVICES,
  type EcomGroup,
  type EcomService,
  GROUP_OF_SERVICE,
  isServiceOffered,
  REGIONS,
} from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { answerRequired } from '@/test/catalogue-answers';
import { renderFormRoute } from '@/test/precheck-form';
import { CreateEcomPrecheck } from './create-ecom-precheck';

vi.mock('@/features/captcha/altcha-widget', () => ({ default: () => null }));

function renderForm(variant: 'internal' | 'public' = 'internal') {
  return renderFormRoute(
    variant === 'public' ? '/p/add-precheck' : '/add-precheck',
    <CreateEcomPrecheck variant={variant} draftKey={`precheck-ecom:${variant}`} />,
  );
}

const SERVICE_LABELS: Record<EcomService, string> = {
  creditCard: 'Credit card processing',
  clearingHouse: 'ACH',
  corporateBanking: 'Corporate banking',
  affiliate: 'Affiliate payout program',
  whitelabelGateway: 'Whitelabel gateway',
  alternativeBilling: 'Alternative billing EU',
  incorporation: 'Company incorporation',
};

const titleOf = (group: EcomGroup) => i18n.t(messageKey(ECOM_KEYS.section(group)));
const progress = () => screen.getByRole('navigation', { name: 'Form progress' });
/** Each entry as it reads: 'Whitelabel Gateway: Complete' (jsdom hears a space before the colon). */
const entries = () =>
  within(progress())
    .getAllByRole('link')
    .map((link) => link.textContent);
const entryOf = (group: EcomGroup) => entries().find((entry) => entry?.startsWith(`${titleOf(group)}:`));
const announced = () => within(progress()).getByRole('status');
const section = (group: EcomGroup) => screen.getByRole('group', { name: titleOf(group) });

/** A region that does not offer the service, if there is one (incorporation is offered everywhere). */
const regionWithout = (service: EcomService) => REGIONS.find((region) => !isServiceOffered(region, service));

// Answering every question of seven services in jsdom takes over 30 s on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 120_000 });

describe('the e-commerce form progress', () => {
  it('lists the general information, then a section per ticked service in form order', async () => {
    const { user } = renderForm();
    expect(entries()).toEqual(['General Information: Not started']);

    for (const service of [...ECOM_SERVICES].reverse())
      await user.click(screen.getByLabelText(SERVICE_LABELS[service]));
    expect(entries()).toEqual(
      ['genInfo' as const, ...ECOM_SERVICES.map((service) => GROUP_OF_SERVICE[service])].map(
        (group) => `${titleOf(group)}: Not started`,
      ),
    );
  });

  it.each(ECOM_SERVICES)(
    '%s: its section appears on tick, becomes complete when filled, is announced and goes with its service',
    async (service) => {
      const group = GROUP_OF_SERVICE[service];
      const { user } = renderForm();
      await user.click(screen.getByLabelText(SERVICE_LABELS[service]));
      expect(entryOf(group)).toBe(`${titleOf(group)}: Not started`);

      await answerRequired(user, section(group), ECOM_FIELDS[group], ECOM_KEYS);
      await waitFor(() => expect(entryOf(group)).toBe(`${titleOf(group)}: Complete`));
      // Said once the render that completed it has settled.
      await waitFor(() => expect(announced()).toHaveTextContent(`${titleOf(group)} complete`));
      expect(entryOf('genInfo')).toBe('General Information: Not started');

      // A region that does not offer it unticks it; one offered everywhere leaves as it is unticked.
      const region = regionWithout(service);
      if (region) await user.selectOptions(screen.getByLabelText(/^Region/), region);
      else await user.click(screen.getByLabelText(SERVICE_LABELS[service]));
      expect(entryOf(group)).toBeUndefined();
      expect(entries()).toEqual(['General Information: Not started']);
    },
  );

  it('shows errors in every unfinished section after a submit attempt, and the finished one complete', async () => {
    const { user } = renderForm();
    for (const service of ECOM_SERVICES) await user.click(screen.getByLabelText(SERVICE_LABELS[service]));
    await answerRequired(user, section('genInfo'), ECOM_FIELDS.genInfo, ECOM_KEYS);
    await waitFor(() => expect(entryOf('genInfo')).toBe('General Information: Complete'));
    await waitFor(() => expect(announced()).toHaveTextContent('General Information complete'));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(entries()).toEqual([
        'General Information: Complete',
        ...ECOM_SERVICES.map((service) => `${titleOf(GROUP_OF_SERVICE[service])}: Has errors`),
      ]),
    );
  });

  it("asks for 'Specify other gateway features' once Other is ticked: the section is not complete without it", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText(SERVICE_LABELS.whitelabelGateway));
    await answerRequired(user, section('wlInfo'), ECOM_FIELDS.wlInfo, ECOM_KEYS);
    await waitFor(() => expect(entryOf('wlInfo')).toBe('Whitelabel Gateway: Complete'));

    await user.click(within(section('wlInfo')).getByLabelText('Other'));
    await waitFor(() => expect(entryOf('wlInfo')).toBe('Whitelabel Gateway: In progress'));
    await user.click(within(section('wlInfo')).getByLabelText(/^Specify other gateway features/));
    await user.paste('Tokenisation vault');
    await user.tab();
    await waitFor(() => expect(entryOf('wlInfo')).toBe('Whitelabel Gateway: Complete'));
  });

  it('counts an answer the browser filled in without the field being left (autofill)', async () => {
    const { user } = renderForm();
    // Ticking the service judges its empty fields at once, unseen: 'Call center' holds an error.
    await user.click(screen.getByLabelText(SERVICE_LABELS.creditCard));
    const others = ECOM_FIELDS.ccpInfo.filter((field) => field.name !== 'ccpCallCtr');
    await answerRequired(user, section('ccpInfo'), others, ECOM_KEYS);
    expect(entryOf('ccpInfo')).toBe('Credit Card Processing: In progress');

    fireEvent.change(within(section('ccpInfo')).getByLabelText(/^Call center/), {
      target: { value: 'In-house, 9-18' },
    });
    await waitFor(() => expect(entryOf('ccpInfo')).toBe('Credit Card Processing: Complete'));
  });

  it('is there on the public form too, and its entries lead to their sections', async () => {
    const { user } = renderForm('public');
    await user.click(screen.getByLabelText(SERVICE_LABELS.affiliate));
    await user.click(within(progress()).getByRole('link', { name: /^Affiliate Payout Program/ }));
    expect(within(section('apInfo')).getByLabelText(/^Company registration number/)).toHaveFocus();
  });
});
