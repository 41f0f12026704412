import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Downloads everything about an address as the JSON file the server names (audited there). */
export async function exportSubject(email: string): Promise<void> {
  const { blob, filename } = await apiFile('/privacy/subjects/export', { method: 'POST', body: { email } });
  saveFile(blob, filename ?? 'subject-export.json');
}
