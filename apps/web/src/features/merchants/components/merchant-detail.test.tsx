import type { Merchant } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { valueOf } from '@/test/table';
import { MerchantDetail } from './merchant-detail';

const merchant: Merchant = {
  id: 42,
  company: 'Café Müller GmbH',
  address: 'Hauptstraße 1, 10115 Berlin',
  contactPerson: 'Jonas Weber',
  createdAt: '2024-01-05T12:00:00.000Z',
  director: 'Anna Müller',
  email: 'jonas@example.com',
  industry: 'Gastronomy',
  locations: '2',
  mobile: null,
  onlineShop: 'https://shop.cafe-mueller.de',
  avgTxValue: 18.5,
  taxId: 'DE123456789',
  telephone: '+49 30 1234567',
  currMonthVol: 25000,
  projMonthVolAcct: null,
  website: 'https://www.cafe-mueller.de',
  onboardedAt: null,
};

function renderDetail() {
  return renderAt(<MerchantDetail id="42" />, '/merchants/:id', {
    entries: ['/merchants/42'],
    landings: ['/merchants'],
  });
}

describe('merchant detail', () => {
  it('shows every field of the spec in its order, formatted and linked', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, merchant));
    renderDetail();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Merchant: Café Müller GmbH' })).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/merchant/42');

    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Company',
      'Address',
      'Contact person',
      'Created',
      'Director',
      'Email',
      'Industry',
      'Locations',
      'Mobile',
      'Online shop',
      'Average transaction value',
      'Tax ID',
      'Telephone',
      'Current monthly volume',
      'Projected monthly volume for account',
      'Website',
      'Onboarded',
    ]);
    expect(valueOf('Company')).toHaveTextContent('Café Müller GmbH');
    expect(valueOf('Address')).toHaveTextContent('Hauptstraße 1, 10115 Berlin');
    expect(valueOf('Created')).toHaveTextContent('05/01/2024');
    expect(within(valueOf('Email')).getByRole('link')).toHaveAttribute('href', 'mailto:jonas@example.com');
    for (const [label, href] of [
      ['Website', 'https://www.cafe-mueller.de'],
      ['Online shop', 'https://shop.cafe-mueller.de'],
    ] as const) {
      const link = within(valueOf(label)).getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(valueOf('Average transaction value')).toHaveTextContent('18.50');
    expect(valueOf('Current monthly volume')).toHaveTextContent('25,000.00');
    expect(valueOf('Projected monthly volume for account')).toHaveTextContent('-');
    expect(valueOf('Mobile')).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: 'Back to merchants' })).toHaveAttribute('href', '/merchants');
  });

  it('speaks the UI language, amounts included, and keeps dd/MM/yyyy', async () => {
    await i18n.changeLanguage('de');
    mockFetch(() => jsonResponse(200, merchant));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Händler: Café Müller GmbH' })).toBeInTheDocument();
    expect(valueOf('Angelegt')).toHaveTextContent('05/01/2024');
    expect(valueOf('Aktuelles Monatsvolumen')).toHaveTextContent('25.000,00');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { calls } = mockFetch(({ method }) =>
      method === 'DELETE' ? jsonResponse(204) : jsonResponse(200, merchant),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this merchant?' });
    expect(dialog).toHaveTextContent('Do you really want to delete the merchant Café Müller GmbH?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('landed on /merchants')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe('/api/merchant/42');
  });

  it('cancelling the dialog deletes nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, merchant));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Merchant: Café Müller GmbH' })).toBeInTheDocument();
  });

  it("logs 'Error deleting merchant' and shows the server's message when the delete fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? errorResponse(404, 'not_found', 'Merchant not found')
        : jsonResponse(200, merchant),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Error deleting merchant')).toBeInTheDocument();
    expect(within(dialog).getByText('Merchant not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error deleting merchant', expect.anything());
  });

  it("shows 'Error fetching merchant data.' when the merchant cannot be loaded", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Boom'));
    renderDetail();
    expect(
      await screen.findByText('Error fetching merchant data.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says a merchant that is gone is not found, with the way back to the list', async () => {
    mockFetch(() => errorResponse(404, 'not_found', 'Not found'));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Back to Merchants' })).toHaveAttribute(
      'href',
      '/merchants',
    );
  });
});
