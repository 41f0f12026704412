// The Spanish catalogue, one export per namespace (es/<namespace>.json): in the parts the browser
// fetches one by one (src/browser.ts), the two forms' own namespaces each on its own.
export * from './es.base.ts';
export * from './es.staff.ts';
export { default as precheckPos } from './es/precheckPos.json';
export { default as precheckEcom } from './es/precheckEcom.json';
