// What every screen of the German catalogue needs, the public forms' first of all (src/browser.ts).
export { default as common } from './de/common.json';
export { default as forms } from './de/forms.json';
export { default as validation } from './de/validation.json';
