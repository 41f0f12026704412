// What sign-in's enrolment step and an API key's step-up ask for, as the security page does.
export { RecoveryCodesList } from './components/recovery-codes-list';
export { TotpCodeInput } from './components/totp-code-input';
export { TotpSetup } from './components/totp-setup';
