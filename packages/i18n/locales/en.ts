// The English catalogue, one export per namespace (en/<namespace>.json).
export { default as apiErrors } from './en/apiErrors.json';
export { default as audit } from './en/audit.json';
export { default as auth } from './en/auth.json';
export { default as common } from './en/common.json';
export { default as csvExport } from './en/csvExport.json';
export { default as dashboard } from './en/dashboard.json';
export { default as forms } from './en/forms.json';
export { default as mail } from './en/mail.json';
export { default as merchants } from './en/merchants.json';
export { default as nav } from './en/nav.json';
export { default as overview } from './en/overview.json';
export { default as pagination } from './en/pagination.json';
export { default as pdf } from './en/pdf.json';
export { default as precheckEcom } from './en/precheckEcom.json';
export { default as precheckPos } from './en/precheckPos.json';
export { default as users } from './en/users.json';
export { default as validation } from './en/validation.json';
