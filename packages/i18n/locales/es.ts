// The Spanish catalogue, one export per namespace (es/<namespace>.json).
export { default as apiErrors } from './es/apiErrors.json';
export { default as audit } from './es/audit.json';
export { default as auth } from './es/auth.json';
export { default as common } from './es/common.json';
export { default as csvExport } from './es/csvExport.json';
export { default as dashboard } from './es/dashboard.json';
export { default as forms } from './es/forms.json';
export { default as mail } from './es/mail.json';
export { default as merchants } from './es/merchants.json';
export { default as nav } from './es/nav.json';
export { default as overview } from './es/overview.json';
export { default as pagination } from './es/pagination.json';
export { default as pdf } from './es/pdf.json';
export { default as precheckEcom } from './es/precheckEcom.json';
export { default as precheckPos } from './es/precheckPos.json';
export { default as users } from './es/users.json';
export { default as validation } from './es/validation.json';
