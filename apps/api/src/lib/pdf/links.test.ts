import { ECOM_SERVICES, type EcomPrecheck } from '@portal/shared';
import { FULL_ECOM_RECORD } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { pdfLinks as readLinks } from '../../test/pdf-text.ts';
import { APPLICANT_COPY, FOR_READER } from './printed.ts';
import { renderRecordPdf } from './render.ts';

/*
 * A link in the team's PDF works in any reader and is part of what a screen reader reads: its URI is
 * 7-bit ASCII (ISO 32000-1, 12.6.4.7) while the page shows the address as typed, and every link
 * annotation, to a web address, an e-mail or a section, belongs to a Link element of the structure
 * tree and says what it links (Contents). Any other copy may be sent on to anyone, so there the
 * applicant's addresses are text no reader makes a link of.
 */

const SHOP = 'https://shop.caffè-città.example/prodotti?q=caffè';
/** The same address as a receiver should find it: the host in punycode, the query percent-encoded. */
const SHOP_ASCII = 'https://shop.xn--caff-citt-y1a6f.example/prodotti?q=caff%C3%A8';

const record: EcomPrecheck = {
  ...FULL_ECOM_RECORD,
  srv: [...ECOM_SERVICES],
  genInfo: { ...FULL_ECOM_RECORD.genInfo, genUrl: SHOP },
};

describe("links in the team's PDF of an e-commerce pre-check with every service", () => {
  it('go to a web address written in ASCII, shown as typed', async () => {
    const { links, text } = await readLinks(
      await renderRecordPdf({ kind: 'ecom', record, language: 'it', ...FOR_READER }),
    );
    expect(links.find((link) => link.url === SHOP_ASCII)).toMatchObject({ page: 1, contents: SHOP });
    expect(text).toContain(SHOP);
    for (const link of links) if (link.url) expect(link.url).toMatch(/^[\x21-\x7e]+$/);
  });

  it('are each in a Link element of the structure tree, with what they link as their Contents', async () => {
    const { links } = await readLinks(
      await renderRecordPdf({ kind: 'ecom', record, language: 'de', ...FOR_READER }),
    );
    const sections = links.filter((link) => link.dest);
    // A service's name may wrap onto a second line, which is a second annotation.
    expect(new Set(sections.map((link) => link.dest))).toEqual(
      new Set(['ccpInfo', 'apInfo', 'wlInfo', 'chInfo', 'cbInfo', 'incInfo', 'abInfo']),
    );
    expect(links.filter((link) => link.url?.startsWith('mailto:'))).toHaveLength(3);
    for (const link of links) {
      expect(link, link.id).toMatchObject({ tagged: true, contents: expect.stringMatching(/\S/) });
    }
  });
});

describe("the applicant's PDF, which may be sent on to anyone", () => {
  it.each([
    ['the copy mailed or downloaded by link', APPLICANT_COPY],
    [
      "a signed-in merchant's",
      { ...APPLICANT_COPY, reader: { label: 'lena@nordlicht.example', team: false } },
    ],
  ])('%s prints the web address and e-mails as inert text, with no link out of it', async (_, printed) => {
    const { links, text } = await readLinks(
      await renderRecordPdf({ kind: 'ecom', record, language: 'it', ...printed }),
    );
    // The services still go to their sections: a link within the document takes no one anywhere.
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link, link.id).toMatchObject({ url: undefined, dest: expect.any(String) });
    expect(text).toContain('https[:]//shop[.]caffè-città[.]example/prodotti?q=caffè');
    expect(text).not.toContain(SHOP);
    for (const email of [
      'lena[.]fuchs[@]nordlicht[.]example',
      'service[@]nordlicht[.]example',
      'tom[@]nordlicht[.]example',
    ])
      expect(text).toContain(email);
    expect(text).not.toMatch(/(lena\.fuchs|service|tom)@nordlicht/);
  });

  it("prints what the applicant typed that a reader would link (company, descriptions) defanged, lines kept; the team's copy as typed", async () => {
    const typed: EcomPrecheck = {
      ...record,
      genInfo: {
        ...record.genInfo,
        genComp: 'paypal.com Services',
        genDesc: 'Coffee beans.\nOrders at www.beans.example/login too',
      },
    };
    const applicant = (
      await readLinks(
        await renderRecordPdf({ kind: 'ecom', record: typed, language: 'en', ...APPLICANT_COPY }),
      )
    ).text;
    expect(applicant).toContain('paypal[.]com Services');
    expect(applicant).toContain('Orders at www[.]beans[.]example/login too');
    expect(applicant).not.toMatch(/paypal\.com|www\.beans/);
    const team = (
      await readLinks(await renderRecordPdf({ kind: 'ecom', record: typed, language: 'en', ...FOR_READER }))
    ).text;
    expect(team).toContain('paypal.com Services');
    expect(team).toContain('www.beans.example/login');
  });
});
