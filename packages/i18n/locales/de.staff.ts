// The rest of the German catalogue: what only sign-in and the signed-in screens show, and the server's
// own namespaces (mails, PDFs, API errors), which the browser takes along with it (src/browser.ts).
export { default as apiErrors } from './de/apiErrors.json';
export { default as apiKeys } from './de/apiKeys.json';
export { default as audit } from './de/audit.json';
export { default as auth } from './de/auth.json';
export { default as backups } from './de/backups.json';
export { default as csvExport } from './de/csvExport.json';
export { default as dashboard } from './de/dashboard.json';
export { default as mail } from './de/mail.json';
export { default as merchants } from './de/merchants.json';
export { default as mfa } from './de/mfa.json';
export { default as nav } from './de/nav.json';
export { default as notifications } from './de/notifications.json';
export { default as outbox } from './de/outbox.json';
export { default as overview } from './de/overview.json';
export { default as pagination } from './de/pagination.json';
export { default as privacy } from './de/privacy.json';
export { default as pdf } from './de/pdf.json';
export { default as review } from './de/review.json';
export { default as users } from './de/users.json';
export { default as webhooks } from './de/webhooks.json';
