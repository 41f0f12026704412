// What every screen of the English catalogue needs, the public forms' first of all (src/browser.ts).
export { default as common } from './en/common.json';
export { default as forms } from './en/forms.json';
export { default as validation } from './en/validation.json';
