// The German catalogue, one export per namespace (de/<namespace>.json).
export { default as apiErrors } from './de/apiErrors.json';
export { default as audit } from './de/audit.json';
export { default as auth } from './de/auth.json';
export { default as common } from './de/common.json';
export { default as csvExport } from './de/csvExport.json';
export { default as dashboard } from './de/dashboard.json';
export { default as forms } from './de/forms.json';
export { default as mail } from './de/mail.json';
export { default as merchants } from './de/merchants.json';
export { default as nav } from './de/nav.json';
export { default as overview } from './de/overview.json';
export { default as pagination } from './de/pagination.json';
export { default as pdf } from './de/pdf.json';
export { default as precheckEcom } from './de/precheckEcom.json';
export { default as precheckPos } from './de/precheckPos.json';
export { default as users } from './de/users.json';
export { default as validation } from './de/validation.json';
