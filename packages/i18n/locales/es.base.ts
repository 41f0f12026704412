// What every screen of the Spanish catalogue needs, the public forms' first of all (src/browser.ts).
export { default as common } from './es/common.json';
export { default as forms } from './es/forms.json';
export { default as validation } from './es/validation.json';
