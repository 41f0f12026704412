export { uniqueEmail } from './email.ts';
export { signInCode, SIX_DIGITS } from './sign-in-code.ts';
export { headerOf, type ReceivedMail, startSmtp } from './smtp.ts';
export { codeAt, nextUsableStep, stepAt, totpCode } from './totp.ts';
