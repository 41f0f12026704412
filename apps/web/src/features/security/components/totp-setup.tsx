import '@mantine/core/styles/Code.css';
import { Code, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';
import { LoadingText } from '@/components/ui/loading-text';

/** The QR code of an otpauth:// URL as an image, drawn here: the secret never leaves the browser for it. */
function useQrCode(otpauthUrl: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded only when someone enrols, so no other screen carries the QR encoder.
    void import('qrcode').then(async (qrcode) => {
      const svg = await qrcode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      if (current) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return dataUrl;
}

/** Base32 in groups of four, as authenticator apps accept it typed with or without the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A new TOTP secret, once: as a QR code to scan and as a key to type in or copy. */
export function TotpSetup({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useTranslation();
  const qr = useQrCode(otpauthUrl);
  const keyLabel = useId();
  return (
    <Stack gap="xs" align="center">
      {qr ? <Image src={qr} alt={t('mfa.enrol.qrAlt')} w={200} h={200} fit="contain" /> : <LoadingText />}
      <Text size="sm" id={keyLabel}>
        {t('mfa.enrol.key')}
      </Text>
      <Group gap="xs" justify="center">
        <Code aria-labelledby={keyLabel} fz="md" data-testid="totp-secret">
          {grouped(secret)}
        </Code>
        <CopyValueButton value={secret} label={t('mfa.enrol.copyKey')} variant="subtle" size="xs" />
      </Group>
    </Stack>
  );
}
