import { createRequire } from 'node:module';

/**
 * jsdom finds a `<label for>`'s control by walking the whole document for the id, and an input's
 * labels by asking every node of the document for its control: a `getByLabelText` on a long form
 * walked it tens of millions of times, a third of the form tests' time. The document's own index of
 * ids (what `getElementById` reads) gives the same element, ids being unique (axe checks they are).
 * A label outside a document, or without `for`, is left to jsdom.
 */
type LabelImpl = {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?: (id: string) => unknown };
};

const require = createRequire(import.meta.url);
const { implementation: Label } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: LabelImpl };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable: (node: unknown) => boolean;
};
// Kept to be called with the label as `this`, which is what the rule warns of.
// eslint-disable-next-line @typescript-eslint/unbound-method
const { get: jsdomControl }: { get?: (this: LabelImpl) => unknown } =
  Object.getOwnPropertyDescriptor(Label.prototype, 'control') ?? {};
if (!jsdomControl) throw new Error('jsdom changed: HTMLLabelElement-impl has no control getter');

const DOCUMENT_NODE = 9;
Object.defineProperty(Label.prototype, 'control', {
  configurable: true,
  get(this: LabelImpl): unknown {
    const id = this.getAttributeNS(null, 'for');
    const root = this.getRootNode({});
    if (id === null || root.nodeType !== DOCUMENT_NODE || !root.getElementById)
      return jsdomControl.call(this);
    if (id === '') return null;
    const control = root.getElementById(id);
    return control && isLabelable(control) ? control : null;
  },
});
