import type { MessageKey } from '@portal/i18n/browser';
import type { WebhookEventType } from '@portal/shared';

/** Each event's name on screen: an event added to the shared list fails the typecheck until it has one. */
export const EVENT_LABELS: Record<WebhookEventType, MessageKey> = {
  'precheck_pos.created': 'webhooks.events.precheck_pos.created',
  'precheck_pos.deleted': 'webhooks.events.precheck_pos.deleted',
  'precheck_pos.status_changed': 'webhooks.events.precheck_pos.status_changed',
  'precheck_pos.updated': 'webhooks.events.precheck_pos.updated',
  'precheck.created': 'webhooks.events.precheck.created',
  'precheck.deleted': 'webhooks.events.precheck.deleted',
  'precheck.status_changed': 'webhooks.events.precheck.status_changed',
  'precheck.updated': 'webhooks.events.precheck.updated',
  'merchant.created': 'webhooks.events.merchant.created',
  'merchant.updated': 'webhooks.events.merchant.updated',
  'merchant.deleted': 'webhooks.events.merchant.deleted',
  'data_subject.erased': 'webhooks.events.data_subject.erased',
  test: 'webhooks.events.test',
};
