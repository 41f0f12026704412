import { type Language, PRECHECK_KIND_NAMES, type PrecheckSummary } from '@portal/shared';
import { paths } from '@/config/paths';

type PrecheckRef = Pick<PrecheckSummary, 'id' | 'type'>;

/**
 * Where a pre-check of either kind lives (the dashboard's latest list and the merchant overview mix
 * both): /precheck-pos/{id} for POS, /precheck/{id} for e-commerce (spec §2).
 */
export function precheckDetailHref({ id, type }: PrecheckRef): string {
  return type === 'POS' ? paths.posPrecheck.getHref(id) : paths.ecomPrecheck.getHref(id);
}

/** The API path of a pre-check's PDF in `language` (spec §7), for `openPdf`. */
export function precheckPdfPath({ id, type }: PrecheckRef, language: Language): string {
  const { path } = PRECHECK_KIND_NAMES[type === 'POS' ? 'pos' : 'ecom'];
  return `${path}/${encodeURIComponent(id)}/pdf?language=${language}`;
}
