import { z } from './zod.ts';
import { timestampSchema } from './common.ts';

/**
 * Whether the server backs its database up (DESIGN §11): `on` with `BACKUP_DIR` set on the embedded
 * database; `off` without it; `postgres` when it runs on PostgreSQL, whose backups are pg_dump's.
 */
export const BACKUP_STATES = ['on', 'off', 'postgres'] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

/** Written on the schedule, or on an admin's request ("Back up now"): each kind is kept by its own count. */
export const SNAPSHOT_KINDS = ['scheduled', 'manual'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/**
 * What a snapshot's manifest MAC (keyed by APP_SECRET) says: made by a server with this secret
 * (`valid`); written before manifests were signed (`missing`: restored only when the person vouches
 * for it); altered, forged or signed under another secret (`invalid`: never restored).
 */
export const MANIFEST_SIGNATURES = ['valid', 'missing', 'invalid'] as const;
export type ManifestSignature = (typeof MANIFEST_SIGNATURES)[number];

export const backupSnapshotSchema = z.object({
  name: z.string().meta({ description: 'The file name of the snapshot in BACKUP_DIR' }),
  createdAt: timestampSchema.meta({ description: 'Everything acknowledged before this time is in it' }),
  kind: z.enum(SNAPSHOT_KINDS).meta({
    description: 'Written on the schedule, or by "Back up now"; each kind is kept by its own count',
  }),
  signature: z.enum(MANIFEST_SIGNATURES).meta({
    description:
      "Its manifest's MAC under this server's APP_SECRET: `valid`; `missing` (written before manifests were signed: `npm run restore` needs `--accept-unsigned`); `invalid` (altered, forged or from another APP_SECRET: never restored)",
  }),
  bytes: z.number().int(),
  schemaVersion: z.number().int(),
  rows: z.number().int().meta({ description: 'Rows in all tables, as counted in the snapshot' }),
});
export type BackupSnapshot = z.infer<typeof backupSnapshotSchema>;

export const backupsSchema = z.object({
  state: z.enum(BACKUP_STATES),
  intervalSeconds: z.number().int().nullable(),
  keep: z.number().int().nullable(),
  running: z.boolean().meta({ description: 'A snapshot is being written now' }),
  lastFailedAt: timestampSchema
    .nullable()
    .meta({ description: 'When the last snapshot failed, if the last one did' }),
  snapshots: z.array(backupSnapshotSchema).meta({ description: 'Newest first' }),
});
export type Backups = z.infer<typeof backupsSchema>;
