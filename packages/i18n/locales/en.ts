// The English catalogue, one export per namespace (en/<namespace>.json): in the parts the browser
// fetches one by one (src/browser.ts), the two forms' own namespaces each on its own.
export * from './en.base.ts';
export * from './en.staff.ts';
export { default as precheckPos } from './en/precheckPos.json';
export { default as precheckEcom } from './en/precheckEcom.json';
