import {
  ecomPrecheckSchema,
  PRECHECK_KIND_NAMES,
  type PrecheckKind,
  posPrecheckSchema,
} from '@portal/shared';
import { recordPath } from '@/lib/query-factories';

/** The API path of one pre-check's `part` (its transitions, assignee, notes, history). */
export const precheckPartPath = (kind: PrecheckKind, id: string, part: string) =>
  `${recordPath(PRECHECK_KIND_NAMES[kind].path, id)}/${part}`;

/** The record a change of a pre-check of `kind` answers with. */
export const precheckRecordSchema = (kind: PrecheckKind) =>
  kind === 'pos' ? posPrecheckSchema : ecomPrecheckSchema;
