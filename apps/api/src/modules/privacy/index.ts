/**
 * Data protection (DESIGN §13): what personal data the portal holds, why and for how long. Retention,
 * subject requests and erasure build on this inventory.
 */
export { INVENTORY, type TableInventory } from './inventory.ts';
export { PRIVACY_DOC, privacyDoc } from './inventory-doc.ts';
