// The rest of the Spanish catalogue: what only sign-in and the signed-in screens show, and the server's
// own namespaces (mails, PDFs, API errors), which the browser takes along with it (src/browser.ts).
export { default as apiErrors } from './es/apiErrors.json';
export { default as apiKeys } from './es/apiKeys.json';
export { default as audit } from './es/audit.json';
export { default as auth } from './es/auth.json';
export { default as backups } from './es/backups.json';
export { default as csvExport } from './es/csvExport.json';
export { default as dashboard } from './es/dashboard.json';
export { default as mail } from './es/mail.json';
export { default as merchants } from './es/merchants.json';
export { default as mfa } from './es/mfa.json';
export { default as nav } from './es/nav.json';
export { default as notifications } from './es/notifications.json';
export { default as outbox } from './es/outbox.json';
export { default as overview } from './es/overview.json';
export { default as pagination } from './es/pagination.json';
export { default as privacy } from './es/privacy.json';
export { default as pdf } from './es/pdf.json';
export { default as review } from './es/review.json';
export { default as users } from './es/users.json';
export { default as webhooks } from './es/webhooks.json';
