// The Italian catalogue, one export per namespace (it/<namespace>.json).
export { default as apiErrors } from './it/apiErrors.json';
export { default as audit } from './it/audit.json';
export { default as auth } from './it/auth.json';
export { default as common } from './it/common.json';
export { default as csvExport } from './it/csvExport.json';
export { default as dashboard } from './it/dashboard.json';
export { default as forms } from './it/forms.json';
export { default as mail } from './it/mail.json';
export { default as merchants } from './it/merchants.json';
export { default as nav } from './it/nav.json';
export { default as overview } from './it/overview.json';
export { default as pagination } from './it/pagination.json';
export { default as pdf } from './it/pdf.json';
export { default as precheckEcom } from './it/precheckEcom.json';
export { default as precheckPos } from './it/precheckPos.json';
export { default as users } from './it/users.json';
export { default as validation } from './it/validation.json';
