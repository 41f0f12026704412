// What every screen of the Italian catalogue needs, the public forms' first of all (src/browser.ts).
export { default as common } from './it/common.json';
export { default as forms } from './it/forms.json';
export { default as validation } from './it/validation.json';
