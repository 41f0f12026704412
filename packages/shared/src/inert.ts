/**
 * Text a stranger typed (a name, a company, a web address) as what leaves the portal (a mail, the
 * applicant's PDF) may show it: on one line and never a link.
 *
 * Mail clients and PDF readers turn more than `<a>` and link annotations into links: Gmail, Outlook,
 * Apple Mail and Thunderbird, Acrobat and pdf.js also link, in HTML and plain text alike, a scheme
 * followed by `://` (and `mailto:`), anything that starts with `www.`, an e-mail address, and (the mail
 * clients) a bare host name with a known top-level domain (`evil.example`, `paypal.com`). Escaping the
 * HTML does nothing against that, so in a word that looks like any of these the characters those
 * patterns need are bracketed, the way security advisories "defang" links: `http[:]//evil[.]example`.
 * A reader still sees what was typed, and sees that it is not a link. Words that are no host name keep
 * their dots (`S.p.A.`, `Co. KG`): their labels are too short to be a domain. Invisible characters
 * would break the patterns too, but they survive copy and paste into a browser's address bar and are a
 * mark of phishing mail to spam filters.
 */
const LINKISH = /[a-z][a-z\d+.-]*:\/\/|mailto:|^www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

const defang = (word: string) => word.replace(/[.:@]/g, (c) => `[${c}]`);

export function inert(value: string): string {
  // On one line, and without control and format characters (bidi overrides, zero-width joiners),
  // which could re-join what the defanging splits; then word by word, as free text is.
  return inertWords(
    value
      .replace(/\p{Cf}/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
}

/**
 * The same for free text (a company name, a description of many lines): each word that looks like a
 * link is defanged, as described above; everything else stays as typed, its line breaks, tabs and
 * the joiners some scripts need included. A word is judged without its invisible characters, so they hide no link.
 */
export function inertWords(value: string): string {
  return value.replace(/\S+/gu, (word) => {
    const bare = word.replace(/\p{Cf}/gu, '');
    return LINKISH.test(bare) ? defang(bare) : word;
  });
}
