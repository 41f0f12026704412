import { WEBHOOK_EVENT_BODIES, type WebhookEventType } from '@portal/shared';
import { z } from '@portal/shared/zod';

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/** The Standard Webhooks headers every delivery carries. */
const HEADERS = [
  header(
    'webhook-id',
    'The message id: the same on every attempt (and every endpoint) of one event; drop one you have seen',
    'msg_6f1c7a2e-8a0d-4c3b-9a51-2f0e6b7d4c19',
  ),
  header('webhook-timestamp', 'When this attempt was signed, in seconds since 1970 (UTC)', '1764153600'),
  header(
    'webhook-signature',
    '`v1,` and base64 of HMAC-SHA256(secret, `<webhook-id>.<webhook-timestamp>.<body>`), the secret being ' +
      'the base64 after `whsec_`; for 24 hours after a rotation two of them, space-separated',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

const operationId = (type: WebhookEventType) =>
  `on${type
    .split(/[._]/)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`;

/**
 * The events the portal posts and their bodies, in the shape of OpenAPI 3.1's `webhooks` (one path
 * item per event, its POST the delivery), as `x-webhooks`: the document is OpenAPI 3.0, which has no
 * place for them, and tools that know 3.1's section read this extension alike.
 */
export function webhookEventsSection() {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_BODIES).map(([type, body]) => {
      const schema = z.toJSONSchema(body, { target: 'openapi-3.0', io: 'output' });
      return [
        type,
        {
          post: {
            operationId: operationId(type as WebhookEventType),
            summary: `The \`${type}\` event`,
            description: `${schema.description ?? ''}. Signed as the Standard Webhooks specification says.`,
            tags: ['webhooks'],
            // The portal calls the receiver: no credential of this API, the signature instead.
            security: [],
            parameters: HEADERS,
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '2XX': { description: 'Received: the delivery is done' },
              '410': { description: 'The endpoint takes no more events: the portal disables it' },
              default: {
                description:
                  'Any other answer, or none within 10 s, fails the attempt: it is tried again after 5 s, ' +
                  '5 min, 30 min, 2 h, 5 h, 10 h and 10 h',
              },
            },
          },
        },
      ];
    }),
  );
}
