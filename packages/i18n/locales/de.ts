// The German catalogue, one export per namespace (de/<namespace>.json): in the parts the browser
// fetches one by one (src/browser.ts), the two forms' own namespaces each on its own.
export * from './de.base.ts';
export * from './de.staff.ts';
export { default as precheckPos } from './de/precheckPos.json';
export { default as precheckEcom } from './de/precheckEcom.json';
