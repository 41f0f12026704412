import { backupsSchema, errorBodySchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from '@portal/shared/zod';
import { auditSource } from '../audit/index.ts';
import { routesOf, sendAccepted } from '../../plugins/route-definitions.ts';
import type { BackupsService } from './service.ts';

/** The Backups screen's calls (DESIGN §11): the embedded database's snapshots, and one now. */
export async function backupsRoutes(app: FastifyInstance, { backups }: { backups: BackupsService }) {
  const r = routesOf(app, 'backups');

  r.get('/backups', {
    access: 'admin',
    operationId: 'listBackups',
    summary: "List the embedded database's snapshots, newest first",
    description:
      'Whether the server makes backups (`on` with BACKUP_DIR on the embedded database), its schedule, and every complete snapshot, with whether its manifest carries a MAC this server made (`signature`): `npm run restore` refuses an `invalid` one.',
    response: { 200: backupsSchema },
    handler: () => backups.list(),
  });

  r.post('/backups', {
    access: 'admin',
    operationId: 'startBackup',
    summary: 'Write a snapshot now',
    description:
      'Starts one (or joins the one being written) and answers at once; the list shows it when it is complete. Audited. At most one per BACKUP_MANUAL_COOLDOWN on the whole portal: sooner is refused with 429 `rate_limited` and `Retry-After`.',
    response: { 202: z.null(), 409: errorBodySchema, 429: errorBodySchema },
    handler: async (request, reply) => {
      await backups.now(auditSource(request));
      return sendAccepted(reply);
    },
  });
}
