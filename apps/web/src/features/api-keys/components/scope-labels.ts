import type { MessageKey } from '@portal/i18n/browser';
import type { ApiKeyScope } from '@portal/shared';

/** Each scope's name on screen: a scope added to the shared list fails the typecheck until it has one. */
export const SCOPE_LABELS: Record<ApiKeyScope, MessageKey> = {
  'prechecks:read': 'apiKeys.scopes.prechecksRead',
  'prechecks:write': 'apiKeys.scopes.prechecksWrite',
  'prechecks:review': 'apiKeys.scopes.prechecksReview',
  'merchants:read': 'apiKeys.scopes.merchantsRead',
  'merchants:write': 'apiKeys.scopes.merchantsWrite',
};
