/** Six digits standing alone: how a one-time code appears in the mails that carry one. */
export const SIX_DIGITS = /\b(\d{6})\b/;

/**
 * The code of a sign-in code's mail, which shows it in the subject and the text alike; undefined for
 * any other mail to the same address (such as the notice to a new admin, which names an address that
 * may hold six digits and can arrive after the code).
 */
export function signInCode(mail: { subject?: string; text?: string }): string | undefined {
  const code = SIX_DIGITS.exec(mail.subject ?? '')?.[1];
  return code !== undefined && mail.text?.includes(code) ? code : undefined;
}
