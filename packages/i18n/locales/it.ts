// The Italian catalogue, one export per namespace (it/<namespace>.json): in the parts the browser
// fetches one by one (src/browser.ts), the two forms' own namespaces each on its own.
export * from './it.base.ts';
export * from './it.staff.ts';
export { default as precheckPos } from './it/precheckPos.json';
export { default as precheckEcom } from './it/precheckEcom.json';
