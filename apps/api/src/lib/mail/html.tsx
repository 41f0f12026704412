/**
 * HTML parts are React Email components rendered to a string (`@react-email/render`), chosen over MJML
 * for these reasons, measured on this machine:
 *
 * - Escaping: every value is a React child or attribute, escaped by React. MJML takes one markup
 *   string, so each value would be escaped by hand, and one miss puts a stranger's company name into
 *   the markup.
 * - Install: React is in the repository already (the web app). React Email added half as much as
 *   MJML alone would (most of it Prettier, a dependency of its renderer).
 * - Build: apps/api/build.js bundles src with esbuild, which compiles TSX itself; React and React Email
 *   stay external npm dependencies like every other. The only configuration it took is `"jsx":
 *   "react-jsx"` in apps/api/tsconfig.json, which tsx and Vitest read too.
 * - Render time: MJML renders a similar template a little faster; either is far below what the SMTP
 *   exchange takes, and mails are composed off the request (the queue, the outbox).
 *
 * Each component comes from its own package: the umbrella `@react-email/components` also loads, at
 * every start of the server and its commands, a syntax highlighter and Tailwind for components no mail
 * uses.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { CSSProperties } from 'react';
import type { Block, MailContent } from './content.ts';

const font = 'Helvetica, Arial, sans-serif';
const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 6, maxWidth: 560, padding: '24px 32px' },
  text: { color: '#1f2933', fontSize: 15, lineHeight: '22px', margin: '0 0 16px' },
  code: { color: '#1f2933', fontSize: 28, fontWeight: 700, letterSpacing: 6, margin: '0 0 16px' },
  facts: { margin: '0 0 16px' },
  label: { color: '#52606d', fontSize: 14, padding: '4px 16px 4px 0', verticalAlign: 'top', width: 120 },
  value: { color: '#1f2933', fontSize: 14, padding: '4px 0', verticalAlign: 'top' },
  button: {
    backgroundColor: '#1c64f2',
    borderRadius: 4,
    color: '#ffffff',
    fontSize: 15,
    padding: '10px 18px',
    textDecoration: 'none',
  },
  rule: { borderColor: '#e4e7eb', margin: '24px 0 16px' },
  footer: { color: '#52606d', fontSize: 13, lineHeight: '20px', margin: '0 0 8px' },
  link: { color: '#1c64f2' },
} satisfies Record<string, CSSProperties>;

function MailBlock({ block }: { block: Block }) {
  if ('paragraph' in block) return <Text style={styles.text}>{block.paragraph}</Text>;
  if ('code' in block) return <Text style={styles.code}>{block.code}</Text>;
  if ('facts' in block) {
    return (
      <Section style={styles.facts}>
        {block.facts.map(({ label, value }) => (
          <Row key={label}>
            <Column style={styles.label}>{label}</Column>
            <Column style={styles.value}>{value}</Column>
          </Row>
        ))}
      </Section>
    );
  }
  return (
    <Section style={styles.facts}>
      <Button href={block.action.url} style={styles.button}>
        {block.action.label}
      </Button>
    </Section>
  );
}

/** The one layout of every mail: greeting, the blocks, and a footer naming the portal's address. */
function MailLayout({ content }: { content: MailContent }) {
  const { footer } = content;
  return (
    <Html lang={content.language} dir="ltr">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.text}>{content.greeting}</Text>
          {content.blocks.map((block, i) => (
            <MailBlock key={i} block={block} />
          ))}
          <Hr style={styles.rule} />
          <Text style={styles.footer}>
            {footer.sentence}{' '}
            <Link href={footer.portalUrl} style={styles.link}>
              {footer.portalUrl}
            </Link>
          </Text>
          {footer.unsubscribe && (
            <Text style={styles.footer}>
              {footer.unsubscribe.reason}{' '}
              <Link href={footer.unsubscribe.url} style={styles.link}>
                {footer.unsubscribe.label}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

export const renderHtml = (content: MailContent): Promise<string> => render(<MailLayout content={content} />);
