import { Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoUrl from '@/assets/logo.svg';
import ppLogoUrl from '@/assets/logo-pp.svg';

/** The logo variants: the portal's own, and the 'PP' monogram of the pp brand (spec §2, `?brand=pp`). */
export type LogoBrand = 'default' | 'pp';

/** Reads a `brand` URL parameter: `pp` picks the pp logo, anything else (or nothing) the default. */
export function logoBrandOf(param: string | null | undefined): LogoBrand {
  return param === 'pp' ? 'pp' : 'default';
}

// The portal's mark only repeats the name next to it (decorative); the pp monogram names its brand.
const MARKS: Record<LogoBrand, { src: string; alt: string }> = {
  default: { src: logoUrl, alt: '' },
  pp: { src: ppLogoUrl, alt: 'PP' },
};

export function Logo({ brand = 'default' }: { brand?: LogoBrand }) {
  const { t } = useTranslation();
  const mark = MARKS[brand];
  return (
    <Group gap="xs" wrap="nowrap" miw={0} data-brand={brand}>
      <Image src={mark.src} alt={mark.alt} w={32} h={32} style={{ flexShrink: 0 }} />
      {/* Smaller on phones, where it shares the header with two controls; a long name (es, it) wraps
          onto a second line there, tightly, so it still fits the header. At 320 px, with a wider font
          than ours, it breaks inside a word rather than squeezing the language menu or the page. */}
      <Text
        fw={700}
        fz={{ base: 'sm', xs: 'md', sm: 'lg' }}
        lh={1.2}
        miw={0}
        style={{ overflowWrap: 'anywhere' }}
      >
        {t('common.appName')}
      </Text>
    </Group>
  );
}
