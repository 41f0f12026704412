import type { Language } from '@portal/shared';
import type { MessageKey } from './browser.ts';

/**
 * One word per concept and language, in every namespace (screens, mails, API errors, PDFs): a reader
 * who meets two words for one thing takes them for two things. `use` is the word the catalogue says,
 * `reject` the spellings it once said or that a translator would reach for; the glossary test fails
 * when a rejected one appears in a message of that language, and README.md shows this list.
 *
 * A rejected spelling counts where a word starts, with what follows it (plurals, German compounds:
 * "Vorprüfung" also finds "POS-Vorprüfungen"), written as given or with a capital first letter. It does
 * not count where the chosen word starts and is longer ("Mobil" inside "Mobiltelefon", Spanish "correo"
 * inside "correo electrónico"), so a bare short form can be rejected beside its full form.
 */
export type Term = { use: string; reject: readonly string[] };

export type Concept = {
  concept: string;
  terms: Record<Language, Term>;
  note?: string;
  /** English messages the spec quotes verbatim (spec §5, §8) that keep a rejected spelling. */
  specVerbatim?: readonly MessageKey[];
};

export const GLOSSARY: readonly Concept[] = [
  {
    concept: 'pre-check',
    note: 'Headings capitalise it ("POS Pre-checks"), buttons and sentences do not ("Add POS pre-check").',
    terms: {
      en: { use: 'pre-check', reject: ['precheck', 'Pre-Check', 'PreCheck', 'pre check'] },
      es: {
        use: 'preverificación',
        reject: [
          'precomprobación',
          'precomprobaciones',
          'pre-verificación',
          'pre-verificaciones',
          'precheck',
        ],
      },
      de: { use: 'Vorabprüfung', reject: ['Vorprüfung', 'Vorab-Prüfung', 'Pre-Check', 'Precheck'] },
      it: { use: 'preverifica', reject: ['pre-verifica', 'pre-verifiche', 'pre verifica', 'precheck'] },
    },
    specVerbatim: [
      'precheckEcom.list.noResults',
      'precheckEcom.list.error',
      'precheckEcom.detail.error',
      'precheckPos.detail.error',
    ],
  },
  {
    concept: 'POS',
    note: 'Also the type badge of the dashboard and the overview (common.precheckTypes.POS).',
    terms: {
      en: { use: 'POS', reject: ['PoS', 'point of sale', 'point-of-sale'] },
      es: { use: 'TPV', reject: ['POS', 'PoS', 'punto de venta'] },
      de: { use: 'POS', reject: ['PoS', 'Point of Sale', 'Kassenterminal'] },
      it: { use: 'POS', reject: ['PoS', 'punto vendita'] },
    },
  },
  {
    concept: 'e-commerce',
    note:
      'The spec shows the kind as "eCommerce" (spec §1, §2) and its badge as ECOM, which stays ECOM in ' +
      'every language (common.precheckTypes.ECOM).',
    terms: {
      en: { use: 'eCommerce', reject: ['e-commerce', 'E-Commerce', 'ecommerce'] },
      es: {
        use: 'comercio electrónico',
        reject: ['e-commerce', 'eCommerce', 'ecommerce', 'comercio online'],
      },
      de: { use: 'E-Commerce', reject: ['E-commerce', 'eCommerce', 'Ecommerce', 'Onlinehandel'] },
      it: { use: 'e-commerce', reject: ['eCommerce', 'ecommerce', 'E-Commerce', 'commercio elettronico'] },
    },
  },
  {
    concept: 'merchant',
    terms: {
      en: { use: 'merchant', reject: ['dealer', 'vendor', 'retailer'] },
      es: { use: 'comercio', reject: ['comerciante', 'vendedor', 'mercader'] },
      de: { use: 'Händler', reject: ['Verkäufer', 'Kaufmann', 'Merchant'] },
      it: { use: 'esercente', reject: ['commerciante', 'venditore', 'negoziante'] },
    },
  },
  {
    concept: 'Tax ID',
    note: 'The same concept on the POS form, the e-commerce form (genTaxID, a US federal tax ID) and the merchant.',
    terms: {
      en: { use: 'Tax ID', reject: ['tax number', 'Tax Id', 'TIN', 'VAT ID'] },
      es: { use: 'NIF', reject: ['número de identificación fiscal', 'CIF'] },
      de: { use: 'Steuernummer', reject: ['Steuer-ID', 'Steueridentifikationsnummer', 'USt-IdNr'] },
      it: { use: 'codice fiscale', reject: ['partita IVA', 'P. IVA', 'numero di identificazione fiscale'] },
    },
  },
  {
    concept: 'director',
    terms: {
      en: { use: 'director', reject: ['managing director', 'CEO'] },
      es: { use: 'director', reject: ['gerente', 'consejero', 'administrador único'] },
      de: { use: 'Geschäftsführer', reject: ['Direktor', 'Geschäftsleiter', 'Vorstand'] },
      it: { use: 'amministratore', reject: ['direttore', 'amministratore delegato'] },
    },
  },
  {
    concept: 'admin (role)',
    note: 'Italian says "amministratore di sistema", since "amministratore" is the company\'s director.',
    terms: {
      en: { use: 'admin', reject: ['administrator'] },
      es: { use: 'administrador', reject: ['Admin'] },
      de: { use: 'Administrator', reject: ['Admin'] },
      it: { use: 'amministratore di sistema', reject: ['Admin'] },
    },
  },
  {
    concept: 'e-mail',
    note: 'English writes "email", as every message the spec quotes does (spec §5).',
    terms: {
      en: { use: 'email', reject: ['e-mail', 'E-Mail', 'eMail'] },
      es: { use: 'correo electrónico', reject: ['correo', 'email', 'e-mail', 'mail'] },
      de: { use: 'E-Mail', reject: ['Email', 'E-mail', 'eMail'] },
      it: { use: 'e-mail', reject: ['email', 'E-Mail', 'eMail', 'posta elettronica'] },
    },
  },
  {
    concept: 'sign in',
    terms: {
      en: { use: 'sign in', reject: ['log in', 'login', 'log-in', 'sign on'] },
      es: { use: 'iniciar sesión', reject: ['acceder', 'ingresar', 'login', 'loguearse'] },
      de: { use: 'anmelden', reject: ['einloggen', 'Login', 'Log-in'] },
      it: { use: 'accedere', reject: ['login', 'loggarsi', 'autenticarsi'] },
    },
  },
  {
    concept: 'sign out',
    note: 'Italian says the command formally, as every Italian button does ("Esca", "Reimposti ed esca").',
    terms: {
      en: { use: 'sign out', reject: ['log out', 'logout', 'log-out'] },
      es: { use: 'cerrar sesión', reject: ['salir', 'desconectarse'] },
      de: { use: 'abmelden', reject: ['ausloggen', 'Logout', 'Log-out'] },
      it: { use: 'esca', reject: ['esci', 'disconnetti', 'logout'] },
    },
  },
  {
    concept: 'one-time code',
    note: 'Also in the sign-in mail, whose subject once called it a "sign-in code".',
    terms: {
      en: {
        use: 'one-time code',
        reject: ['sign-in code', 'verification code', 'login code', 'passcode', 'OTP'],
      },
      es: {
        use: 'código de un solo uso',
        reject: ['código de acceso', 'código de verificación', 'código único', 'código OTP'],
      },
      de: { use: 'Einmalcode', reject: ['Anmeldecode', 'Bestätigungscode', 'Einmalpasswort', 'Einmal-Code'] },
      it: { use: 'codice monouso', reject: ['codice di accesso', 'codice di verifica', 'codice OTP'] },
    },
  },
  {
    concept: 'second factor',
    note: 'What an admin (or a merchant who chose to) enters after the one-time code (DESIGN §9).',
    terms: {
      en: { use: 'second factor', reject: ['2FA', 'MFA', 'two-factor', 'second-factor'] },
      es: { use: 'segundo factor', reject: ['2FA', 'doble factor', 'verificación en dos pasos'] },
      de: { use: 'zweiter Faktor', reject: ['2FA', 'Zwei-Faktor', 'Zweifaktor', 'zweistufige'] },
      it: { use: 'secondo fattore', reject: ['2FA', 'doppio fattore', 'verifica in due passaggi'] },
    },
  },
  {
    concept: 'authenticator app',
    terms: {
      en: { use: 'authenticator app', reject: ['authentication app', 'authenticator application'] },
      es: { use: 'aplicación de autenticación', reject: ['app de autenticación', 'autenticador'] },
      de: {
        use: 'Authenticator-App',
        reject: ['Authenticator App', 'Authentifizierungs-App', 'Authentifikator'],
      },
      it: { use: 'app di autenticazione', reject: ['applicazione di autenticazione', 'autenticatore'] },
    },
  },
  {
    concept: 'recovery code',
    terms: {
      en: { use: 'recovery code', reject: ['backup code', 'rescue code'] },
      es: { use: 'código de recuperación', reject: ['código de respaldo', 'código de emergencia'] },
      de: {
        use: 'Wiederherstellungscode',
        reject: ['Backup-Code', 'Notfallcode', 'Wiederherstellungs-Code'],
      },
      it: { use: 'codice di recupero', reject: ['codice di backup', 'codice di emergenza'] },
    },
  },
  {
    concept: 'dashboard',
    terms: {
      en: { use: 'Dashboard', reject: ['control panel'] },
      es: { use: 'panel', reject: ['tablero', 'cuadro de mando', 'dashboard'] },
      de: { use: 'Dashboard', reject: ['Cockpit', 'Instrumententafel', 'Übersichtsseite'] },
      it: { use: 'dashboard', reject: ['cruscotto', 'pannello di controllo'] },
    },
  },
  {
    concept: "overview (the merchant's start page)",
    terms: {
      en: { use: 'Overview', reject: ['summary'] },
      es: { use: 'resumen', reject: ['vista general', 'sinopsis'] },
      de: { use: 'Übersicht', reject: ['Zusammenfassung'] },
      it: { use: 'panoramica', reject: ['riepilogo', 'sommario'] },
    },
  },
  {
    concept: "the product's name",
    terms: {
      en: { use: 'Onboarding Portal', reject: ['onboarding portal'] },
      es: { use: 'Portal de alta', reject: ['portal de incorporación', 'portal de onboarding'] },
      de: { use: 'Onboarding-Portal', reject: ['Onboarding Portal', 'Onboardingportal'] },
      it: { use: 'Portale di onboarding', reject: ['Onboarding Portal', 'portale onboarding'] },
    },
  },
  {
    concept: 'billing descriptor',
    note: "The text on the cardholder's statement (ccpDescLine1/2, incBillingDescriptor1).",
    terms: {
      en: {
        use: 'billing descriptor',
        reject: ['statement descriptor', 'soft descriptor', 'descriptor line'],
      },
      es: { use: 'descriptor de facturación', reject: ['descriptor'] },
      de: { use: 'Abrechnungstext', reject: ['Descriptor', 'Deskriptor', 'Billing Descriptor'] },
      it: { use: 'descrittore di fatturazione', reject: ['descrittore'] },
    },
  },
  {
    concept: 'mobile (telephone)',
    terms: {
      en: { use: 'mobile', reject: ['cell phone', 'cellphone'] },
      es: { use: 'móvil', reject: ['celular', 'teléfono móvil'] },
      de: { use: 'Mobiltelefon', reject: ['Mobil', 'Handy', 'Mobilnummer'] },
      it: { use: 'cellulare', reject: ['telefono mobile', 'telefonino'] },
    },
  },
  {
    concept: 'online shop',
    terms: {
      en: { use: 'online shop', reject: ['webshop', 'web shop', 'online store'] },
      es: { use: 'tienda online', reject: ['tienda en línea', 'tienda virtual'] },
      de: { use: 'Onlineshop', reject: ['Online-Shop', 'Webshop'] },
      it: { use: 'negozio online', reject: ['shop online', 'e-shop', 'negozio virtuale'] },
    },
  },
];

/** A spelling as written and with a capital first letter, as a sentence or a label starts it. */
export function spellings(word: string): string[] {
  return [...new Set([word, word.charAt(0).toUpperCase() + word.slice(1)])];
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The rejected spellings of `term` that `text` contains, once for each place it is found. */
export function rejectedIn(text: string, term: Term): string[] {
  const accepted = spellings(term.use);
  return term.reject.flatMap(spellings).flatMap((rejected) => {
    const found: string[] = [];
    for (let at = text.indexOf(rejected); at !== -1; at = text.indexOf(rejected, at + 1)) {
      if (at > 0 && WORD_CHARACTER.test(text.charAt(at - 1))) continue;
      if (accepted.some((word) => word.length > rejected.length && text.startsWith(word, at))) continue;
      found.push(rejected);
    }
    return found;
  });
}
