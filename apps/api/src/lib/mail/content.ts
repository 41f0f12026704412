import type { Language } from '@portal/shared';

/**
 * What a mail says, once: the plain-text part (here) and the HTML part (html.tsx) are both drawn from
 * it, so the two cannot drift apart, and the text is written for reading as text rather than stripped
 * from the HTML.
 */
export type Block =
  | { paragraph: string }
  | { code: string }
  /** Data someone typed; values must have gone through `inert`. */
  | { facts: { label: string; value: string }[] }
  | { action: { label: string; url: string } };

export type MailContent = {
  language: Language;
  subject: string;
  /** A name in it that someone typed must have gone through `inert`, like a fact's value. */
  greeting: string;
  blocks: Block[];
  footer: {
    sentence: string;
    portalUrl: string;
    unsubscribe?: { reason: string; label: string; url: string };
  };
};

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('code' in block) return block.code;
  if ('facts' in block) return block.facts.map(({ label, value }) => `${label}: ${value}`).join('\n');
  return `${block.action.label}: ${block.action.url}`;
}

export function renderText(content: MailContent): string {
  const { footer } = content;
  const unsubscribe = footer.unsubscribe && [
    footer.unsubscribe.reason,
    `${footer.unsubscribe.label}: ${footer.unsubscribe.url}`,
  ];
  return [
    content.greeting,
    ...content.blocks.map(blockText),
    // "-- " is the signature separator (RFC 3676): clients grey out or fold what follows.
    ['-- ', footer.sentence, footer.portalUrl, ...(unsubscribe ?? [])].join('\n'),
  ].join('\n\n');
}
