import type { PosPrecheckInput } from '@portal/shared';

/** A complete, valid POS pre-check as the public form would send it (numbers as text, like inputs). */
export function posPrecheckBody(overrides: Partial<PosPrecheckInput> = {}): PosPrecheckInput {
  return {
    company: 'Bäckerei Müller GmbH',
    taxId: 'DE123456789',
    creditorId: 'DE98ZZZ09999999999',
    industry: 'Bakery',
    address: 'Hauptstraße 5, 80331 München',
    locations: '3',
    website: 'www.baeckerei-mueller.de',
    director: 'Jürgen Müller',
    contactPerson: 'Anna Groß',
    email: 'Anna.Gross@Example.com',
    telephone: '+49 89 1234567',
    mobile: '+49 170 1234567',
    onlineShop: '',
    currentProvider: 'N/A',
    turnover: '25000',
    receiptSize: '12.50',
    bankStatementReference: 'BAECKEREI MUELLER',
    terminals: 'yes',
    checkoutConnection: 'no',
    cashCut: 'detailed',
    tip: 'without-signature',
    cards: ['visaMastercard', 'girocard'],
    additionalServices: ['dcc'],
    ...overrides,
  };
}
