import { type Language } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { flattenKeys, resources, translate } from './index.ts';

type Tree = Parameters<typeof flattenKeys>[0];

/**
 * The product addresses people formally, on every button, link, title and sentence: German "Sie",
 * Spanish "usted", Italian "Lei". German and Spanish name most commands with the infinitive, which has
 * no register ("Absenden", "Enviar"); Italian uses the formal imperative ("Acceda", "Riprovi"), as a
 * command in a sentence does ("La verifichi e riprovi").
 *
 * Words that are the informal register wherever they stand: pronouns, second-person verb forms, and
 * imperatives no other form is spelled like (Italian "accedi", "esci"; Spanish "regístrate"). German
 * "ihr" (also "her", "their"), Italian "vi" ("Vi sono…", "there are") and "sei" ("six") are left out.
 */
const INFORMAL: Partial<Record<Language, readonly string[]>> = {
  de: [
    ...['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure'],
    ...['bist', 'hast', 'kannst', 'musst', 'willst', 'möchtest', 'solltest', 'gib', 'nimm', 'lies', 'sieh'],
  ],
  es: [
    ...['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'vosotros', 'vuestro', 'os'],
    ...['tienes', 'puedes', 'quieres', 'debes', 'has', 'eres', 'estás', 'necesitas'],
    ...['regístrate', 'asegúrate', 'inténtalo', 'cópiala', 'cópialos', 'guárdala', 'guárdalos', 'revócala'],
    ...['compruébala', 'resuélvelo', 'déjalo', 'anótalos', 'envíalos', 'envíame'],
  ],
  it: [
    ...['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'te', 'voi', 'vostro', 'vostra', 'vostri', 'vostre'],
    ...['hai', 'vuoi', 'puoi', 'devi', 'sai'],
    // Imperatives of verbs in -ere and -ire: the third person ends in -e ("accede", "esce").
    ...['accedi', 'aggiungi', 'apri', 'chiudi', 'chiedi', 'esci', 'nascondi', 'scegli', 'inserisci'],
    ...['correggi', 'scrivi', 'ricevi', 'risolvi', 'rispondi', 'attendi', 'procedi', 'prosegui', 'riprendi'],
    ...['registrati', 'inviami', 'vai', 'fai'],
    // Imperatives with a pronoun joined to them: the formal form keeps it apart ("la copi").
    ...['copiala', 'copiali', 'conservala', 'conservali', 'revocala', 'verificala', 'annotali', 'rileggilo'],
  ],
};

/**
 * Informal imperatives spelled like another form (Italian "invia" and Spanish "envía" are also "she
 * sends", and the formal "you send"; Italian "copia" is also "copy"), so they count only where a
 * command stands: where a message, a sentence or a clause starts, or after "and", "or", "please". That
 * is where every button and link label starts.
 */
const COMMANDS: Partial<Record<Language, readonly string[]>> = {
  de: [
    ...['gebe', 'wähle', 'wähl', 'versuche', 'versuch', 'lade', 'prüfe', 'melde', 'sende', 'schicke'],
    ...['öffne', 'schließe', 'kopiere', 'speichere', 'lösche', 'füge', 'bestätige', 'trage', 'scanne'],
    ...['tippe', 'bewahre', 'notiere', 'nutze', 'verwende', 'klicke', 'klick', 'gehe', 'geh', 'kehre'],
    ...['zeige', 'setze', 'richte', 'entferne', 'löse', 'behebe', 'erstelle', 'widerrufe', 'bearbeite'],
    ...['exportiere', 'aktualisiere', 'registriere', 'ignoriere', 'nenne', 'warte', 'lass', 'schalte'],
    ...['reiche', 'lege', 'blende'],
  ],
  es: [
    ...['inicia', 'usa', 'utiliza', 'vuelve', 'intenta', 'reintenta', 'recarga', 'introduce', 'escribe'],
    ...['elige', 'selecciona', 'indica', 'especifica', 'completa', 'corrige', 'revisa', 'comprueba'],
    ...['envía', 'cancela', 'elimina', 'borra', 'cierra', 'busca', 'añade', 'edita', 'exporta', 'copia'],
    ...['revoca', 'confirma', 'verifica', 'aplica', 'crea', 'restablece', 'desactiva', 'activa'],
    ...['configura', 'muestra', 'oculta', 'vacía', 'abre', 'actualiza', 'guarda', 'descarga', 'escanea'],
    ...['anota', 'ignora', 'deja', 'pide', 'resuelve', 'marca', 'lee', 'contacta', 'continúa', 'prueba'],
    ...['pulsa', 'haz', 'pon', 'ven', 'ten', 'di'],
  ],
  it: [
    ...['usa', 'riprova', 'ricarica', 'invia', 'annulla', 'elimina', 'cerca', 'visualizza', 'modifica'],
    ...['esporta', 'copia', 'revoca', 'conferma', 'verifica', 'applica', 'cancella', 'crea', 'reimposta'],
    ...['disattiva', 'attiva', 'configura', 'torna', 'mostra', 'svuota', 'seleziona', 'aggiorna', 'salva'],
    ...['scarica', 'scansiona', 'digita', 'controlla', 'indica', 'specifica', 'completa', 'contatta'],
    ...['prova', 'clicca', 'tocca', 'carica', 'lascia', 'conserva', 'annota', 'ricomincia', 'riapplica'],
    ...['continua', 'accetta', 'ignora', 'compila', 'cambia', 'imposta', 'ripristina', 'registra'],
  ],
};

/** A negative informal command: Italian "non" with the infinitive ("Non ricevere più…"; formal "Non riceva"). */
const NEGATIVE_COMMANDS: Partial<Record<Language, readonly string[]>> = {
  it: ['[Nn]on \\p{L}+(?:are|ere|ire)'],
};

/** Words after which a command may stand mid-sentence ("La verifichi e riprovi"). */
const LEAD_INS: Record<Language, readonly string[]> = {
  en: [],
  de: ['und', 'oder', 'dann', 'bitte'],
  es: ['y', 'e', 'o', 'u', 'luego', 'después', 'por favor'],
  it: ['e', 'ed', 'o', 'oppure', 'poi', 'per favore'],
};

/**
 * Messages in which a listed command is a noun ("Conferma al richiedente", the applicant's
 * confirmation; German "Versuche", attempts): the phrase is taken out of that message alone, so the
 * same spelling as a command elsewhere still counts.
 */
const NOUNS: Partial<Record<Language, Readonly<Record<string, string>>>> = {
  de: { 'outbox.columns.attempts': 'Versuche' },
  es: {
    'pdf.generatedApplicantCopy': 'copia del solicitante',
    'audit.actions.backup.create': 'Copia de seguridad',
  },
  it: {
    'outbox.topics.precheck-confirmation': 'Conferma al richiedente',
    'forms.captchaVerifying': 'Verifica in corso',
    'audit.chain.checking': 'Verifica della catena',
    'pdf.generatedApplicantCopy': 'copia del richiedente',
  },
};

/** Italian writes the courtesy pronouns in lower case ("la sua ricerca"), as every other message does. */
const CAPITALISED_COURTESY = /(?<=[\p{L}\p{N},;:»)] )(Lei|La|Le|Sua|Suo|Sue|Suoi)(?![\p{L}\p{N}])/u;

const SETTING_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

const NOT_WORD = '(?<![\\p{L}\\p{N}])';
const WORD_ENDS = '(?![\\p{L}\\p{N}])';
const spellings = (word: string) => [word, word.charAt(0).toUpperCase() + word.slice(1)];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The informal words in a text, each as it is spelled there. */
function informalIn(language: Language, text: string, noun?: string): string[] {
  const words = INFORMAL[language] ?? [];
  const commands = [
    ...(COMMANDS[language] ?? []).flatMap(spellings).map(escape),
    ...(NEGATIVE_COMMANDS[language] ?? []),
  ];
  const leadIns = LEAD_INS[language].flatMap(spellings).map(escape);
  const starts = ['^', '[.!?¡¿…:;,]\\s+', ...leadIns.map((leadIn) => `${NOT_WORD}${leadIn}\\s+`)];
  const patterns = [
    ...(words.length ? [new RegExp(`${NOT_WORD}(?:${words.join('|')})${WORD_ENDS}`, 'giu')] : []),
    ...(commands.length
      ? [
          new RegExp(
            `(?<=${starts.map((start) => `(?:${start})`).join('|')})(?:${commands.join('|')})${WORD_ENDS}`,
            'gu',
          ),
        ]
      : []),
  ];
  // A setting's name (BACKUP_DIR) is no word of the language, whatever its parts spell.
  const checked = (noun === undefined ? text : text.replace(noun, '…')).replace(SETTING_NAME, 'SETTING');
  return patterns.flatMap((pattern) => [...checked.matchAll(pattern)].map((match) => match[0]));
}

const messages = (language: Language) =>
  flattenKeys(resources[language] as Tree).map((key) => ({ key, text: translate(language, key) }));

describe('register', () => {
  it.each(['de', 'es', 'it'] as const)('%s never addresses the reader informally', (language) => {
    const found = messages(language)
      .map(({ key, text }) => ({ key, text, words: informalIn(language, text, NOUNS[language]?.[key]) }))
      .filter(({ words }) => words.length > 0)
      .map(({ key, text, words }) => `${key}: ${words.join(', ')} in "${text}"`);
    expect(found).toEqual([]);
  });

  it('it writes the courtesy pronouns in lower case', () => {
    const found = messages('it')
      .filter(({ text }) => CAPITALISED_COURTESY.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it.each(Object.entries(NOUNS))('%s: every message exempted for a noun still says it', (language, nouns) => {
    const stale = Object.entries(nouns).filter(
      ([key, noun]) => !translate(language as Language, key).includes(noun),
    );
    expect(stale).toEqual([]);
  });

  it('finds commands where they stand, not the same spelling elsewhere', () => {
    expect(informalIn('it', 'Accedi')).toEqual(['Accedi']);
    expect(informalIn('it', 'Acceda')).toEqual([]);
    expect(informalIn('it', 'Accede solo con il codice monouso.')).toEqual([]);
    expect(informalIn('it', 'Usa un altro indirizzo e-mail')).toEqual(['Usa']);
    expect(informalIn('it', 'Ufficio negli USA')).toEqual([]);
    expect(informalIn('it', 'Impossibile caricare la password, riprova.')).toEqual(['riprova']);
    expect(informalIn('it', 'La verifichi e riprova.')).toEqual(['riprova']);
    expect(informalIn('it', 'La verifichi e riprovi.')).toEqual([]);
    expect(informalIn('it', 'Mostra o nascondi la navigazione')).toEqual(['nascondi', 'Mostra']);
    expect(informalIn('it', 'Non ricevere più queste e-mail')).toEqual(['Non ricevere']);
    expect(informalIn('it', 'Non riceva più queste e-mail')).toEqual([]);
    expect(informalIn('it', 'Il sistema invia una e-mail')).toEqual([]);
    expect(informalIn('it', 'Conferma al richiedente', 'Conferma al richiedente')).toEqual([]);
    expect(informalIn('it', 'Conferma al richiedente')).toEqual(['Conferma']);
    expect(informalIn('it', 'Conferma')).toEqual(['Conferma']);
    expect(informalIn('es', 'Inicia sesión solo con el código.')).toEqual(['Inicia']);
    expect(informalIn('es', 'Usted inicia sesión solo con el código.')).toEqual([]);
    expect(informalIn('es', 'Regístrate como comercio')).toEqual(['Regístrate']);
    expect(informalIn('de', 'Bitte versuche es erneut.')).toEqual(['versuche']);
    expect(informalIn('de', 'Bitte versuchen Sie es erneut.')).toEqual([]);
    expect(informalIn('de', 'Lade die Seite neu')).toEqual(['Lade']);
  });

  it('finds a capitalised courtesy pronoun inside a sentence, not where a sentence starts', () => {
    expect(CAPITALISED_COURTESY.test('Verifichi la Sua connessione.')).toBe(true);
    expect(CAPITALISED_COURTESY.test('ancora in elaborazione; La preghiamo di riprovare')).toBe(true);
    expect(CAPITALISED_COURTESY.test('Verifichi la sua connessione.')).toBe(false);
    expect(CAPITALISED_COURTESY.test('La verifichi e riprovi.')).toBe(false);
    expect(CAPITALISED_COURTESY.test('Errore. La richiesta non è riuscita.')).toBe(false);
  });
});
