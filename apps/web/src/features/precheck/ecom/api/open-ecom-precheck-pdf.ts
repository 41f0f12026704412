import type { Language } from '@portal/shared';
import { openPdf } from '@/lib/open-pdf';

/** The pre-check as a PDF in the UI language, in a new tab (spec §2, §7). */
export function openEcomPrecheckPdf(id: string, language: Language) {
  return openPdf(`/precheck/${encodeURIComponent(id)}/pdf?language=${language}`);
}
