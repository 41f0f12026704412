/** Sample material for realistic demo and benchmark data: people, places and phone formats per country. */
export type Country = {
  code: 'US' | 'DE' | 'ES' | 'IT' | 'IE' | 'GB';
  first: string[];
  last: string[];
  streets: string[];
  cities: { name: string; postcode: () => string }[];
  phone: () => string;
  mobile: () => string;
  taxId: () => string;
  companySuffix: string[];
  domain: string;
};

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export const COUNTRIES: Country[] = [
  {
    code: 'US',
    first: [
      'James',
      'Mary',
      'Robert',
      'Patricia',
      'Michael',
      'Jennifer',
      'David',
      'Linda',
      'Emily',
      'Daniel',
    ],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Wilson', 'Taylor'],
    streets: ['Main Street', 'Oak Avenue', 'Maple Drive', 'Broadway', 'Sunset Boulevard', 'Elm Street'],
    cities: [
      { name: 'New York, NY', postcode: () => `100${digits(2)}` },
      { name: 'Austin, TX', postcode: () => `787${digits(2)}` },
      { name: 'Chicago, IL', postcode: () => `606${digits(2)}` },
      { name: 'Denver, CO', postcode: () => `802${digits(2)}` },
    ],
    phone: () => `+1 ${200 + Math.floor(Math.random() * 700)} 555 ${digits(4)}`,
    mobile: () => `+1 ${200 + Math.floor(Math.random() * 700)} ${digits(3)} ${digits(4)}`,
    taxId: () => `${digits(2)}-${digits(7)}`,
    companySuffix: ['Inc.', 'LLC', 'Corp.'],
    domain: 'com',
  },
  {
    code: 'DE',
    first: ['Lukas', 'Anna', 'Jürgen', 'Sophie', 'Maximilian', 'Lea', 'Sören', 'Marie', 'Jonas', 'Käthe'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Groß', 'Weiß'],
    streets: ['Hauptstraße', 'Schloßallee', 'Bahnhofstraße', 'Gartenweg', 'Königstraße', 'Marktplatz'],
    cities: [
      { name: 'Berlin', postcode: () => `10${digits(3)}` },
      { name: 'München', postcode: () => `80${digits(3)}` },
      { name: 'Köln', postcode: () => `50${digits(3)}` },
      { name: 'Düsseldorf', postcode: () => `40${digits(3)}` },
    ],
    phone: () => `+49 ${30 + Math.floor(Math.random() * 60)} ${digits(7)}`,
    mobile: () => `+49 15${digits(1)} ${digits(7)}`,
    taxId: () => `DE${digits(9)}`,
    companySuffix: ['GmbH', 'AG', 'UG', 'GmbH & Co. KG'],
    domain: 'de',
  },
  {
    code: 'ES',
    first: ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Leo', 'Paula', 'Álvaro', 'Núria', 'Iñigo'],
    last: [
      'García',
      'Fernández',
      'González',
      'Rodríguez',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Muñoz',
      'Núñez',
    ],
    streets: ['Calle Mayor', 'Gran Vía', 'Avenida de la Constitución', 'Calle del Carmen', 'Paseo de Gracia'],
    cities: [
      { name: 'Madrid', postcode: () => `280${digits(2)}` },
      { name: 'Barcelona', postcode: () => `080${digits(2)}` },
      { name: 'Sevilla', postcode: () => `410${digits(2)}` },
      { name: 'Valencia', postcode: () => `460${digits(2)}` },
    ],
    phone: () => `+34 91 ${digits(3)} ${digits(2)} ${digits(2)}`,
    mobile: () => `+34 6${digits(2)} ${digits(3)} ${digits(3)}`,
    taxId: () => `ES${'ABCDEFGH'[Math.floor(Math.random() * 8)]}${digits(8)}`,
    companySuffix: ['S.L.', 'S.A.'],
    domain: 'es',
  },
  {
    code: 'IT',
    first: [
      'Giulia',
      'Marco',
      'Francesca',
      'Luca',
      'Chiara',
      'Matteo',
      'Sara',
      'Niccolò',
      'Elena',
      'Lorenzo',
    ],
    last: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
    ],
    streets: ['Via Roma', 'Corso Vittorio Emanuele', 'Via Garibaldi', 'Piazza del Duomo', 'Via Dante'],
    cities: [
      { name: 'Milano', postcode: () => `201${digits(2)}` },
      { name: 'Roma', postcode: () => `001${digits(2)}` },
      { name: 'Torino', postcode: () => `101${digits(2)}` },
      { name: 'Napoli', postcode: () => `801${digits(2)}` },
    ],
    phone: () => `+39 0${digits(1)} ${digits(7)}`,
    mobile: () => `+39 3${digits(2)} ${digits(7)}`,
    taxId: () => `IT${digits(11)}`,
    companySuffix: ['S.r.l.', 'S.p.A.'],
    domain: 'it',
  },
  {
    code: 'IE',
    first: ['Aoife', 'Seán', 'Niamh', 'Conor', 'Siobhán', 'Cian', 'Róisín', 'Oisín', 'Ciara', 'Darragh'],
    last: [
      "O'Brien",
      'Murphy',
      'Kelly',
      "O'Sullivan",
      'Walsh',
      'Byrne',
      'Ryan',
      "O'Connor",
      'McCarthy',
      'Doyle',
    ],
    streets: ["O'Connell Street", 'Grafton Street', 'Patrick Street', 'Shop Street', 'Main Street'],
    cities: [
      { name: 'Dublin', postcode: () => `D0${digits(1)} ${digits(4)}` },
      { name: 'Cork', postcode: () => `T12 ${digits(4)}` },
      { name: 'Galway', postcode: () => `H91 ${digits(4)}` },
    ],
    phone: () => `+353 1 ${digits(3)} ${digits(4)}`,
    mobile: () => `+353 8${digits(1)} ${digits(3)} ${digits(4)}`,
    taxId: () => `IE${digits(7)}A`,
    companySuffix: ['Ltd', 'DAC'],
    domain: 'ie',
  },
  {
    code: 'GB',
    first: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Freya', 'Charlie', 'Poppy'],
    last: ['Jones', 'Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Road'],
    cities: [
      { name: 'London', postcode: () => `EC${digits(1)}A ${digits(1)}BB` },
      { name: 'Manchester', postcode: () => `M${digits(1)} ${digits(1)}AB` },
      { name: 'Edinburgh', postcode: () => `EH${digits(1)} ${digits(1)}YZ` },
    ],
    phone: () => `+44 20 ${digits(4)} ${digits(4)}`,
    mobile: () => `+44 7${digits(3)} ${digits(6)}`,
    taxId: () => `GB${digits(9)}`,
    companySuffix: ['Ltd', 'PLC', 'LLP'],
    domain: 'co.uk',
  },
];

export const TRADES = [
  ['Bakery', 'Bäckerei', 'Panadería', 'Forno'],
  ['Restaurant', 'Gasthaus', 'Restaurante', 'Trattoria'],
  ['Boutique', 'Modehaus', 'Boutique', 'Boutique'],
  ['Hardware', 'Baumarkt', 'Ferretería', 'Ferramenta'],
  ['Bookshop', 'Buchhandlung', 'Librería', 'Libreria'],
  ['Coffee House', 'Kaffeehaus', 'Cafetería', 'Caffè'],
  ['Pharmacy', 'Apotheke', 'Farmacia', 'Farmacia'],
  ['Electronics', 'Elektro', 'Electrónica', 'Elettronica'],
  ['Florist', 'Blumenladen', 'Floristería', 'Fioraio'],
  ['Outdoor', 'Bergsport', 'Deportes', 'Sport'],
];

export const INDUSTRIES = [
  'Retail',
  'Hospitality',
  'Food & Beverage',
  'Health',
  'Fashion',
  'Electronics',
  'Travel',
  'Services',
];
export const PROVIDERS = [
  'N/A',
  'Adyen',
  'Worldline',
  'Nexi',
  'Global Payments',
  'Stripe',
  'SumUp',
  'Elavon',
];
export const SURNAME_PLACES = [
  'Nord',
  'Sol',
  'Alpen',
  'Lago',
  'Harbour',
  'Green',
  'Atlas',
  'Luna',
  'Stella',
  'Rhein',
];
