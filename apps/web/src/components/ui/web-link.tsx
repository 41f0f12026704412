import { Anchor } from '@mantine/core';
import { isWebUrl } from '@portal/shared';
import { Dash } from './dash';

/**
 * A stored web address: a link to a new tab when it is a real http(s) address, so a stored value
 * never becomes a `javascript:` link; otherwise the text as stored, and a dash when missing.
 */
export function WebLink({ url }: { url: string | null | undefined }) {
  if (!url) return <Dash />;
  if (!isWebUrl(url)) return url;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="inherit">
      {url}
    </Anchor>
  );
}
