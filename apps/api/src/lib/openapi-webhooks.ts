import { WEBHOOK_TEST_EVENT, WebhookTestData, webhookEvents } from '@maatwerk/contract';
import type { z } from 'zod';

const SCHEMA_REF = '#/components/schemas/';

/** The id the contract gave a payload's data schema: its name among the document's schemas. */
const schemaId = (schema: z.ZodType): string => {
  const id = schema.meta()?.id;
  if (typeof id !== 'string') throw new Error('every webhook data schema of the contract has an id');
  return id;
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
  example,
});

/** The Standard Webhooks headers every delivery carries. */
const headers = [
  header(
    'webhook-id',
    'The message id: the same on every attempt and redelivery of one event, so a receiver can skip one it already handled.',
    'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  ),
  header('webhook-timestamp', 'Seconds since 1970 when this attempt was signed.', '1795862400'),
  header(
    'webhook-signature',
    'v1, then the base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" with the endpoint\'s whsec_ secret (Standard Webhooks); check it with the standardwebhooks library.',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

const operation = (type: string, summary: string, data: z.ZodType) => ({
  post: {
    operationId: `webhook${type
      .split('.')
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    tags: ['webhooks'],
    summary,
    description: `Sent to each switched-on endpoint that chose \`${type}\`, signed as Standard Webhooks describes. Any 2xx answer within 10 seconds counts as delivered; otherwise it is tried again with growing waits for 24 hours.`,
    security: [],
    parameters: headers,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object' as const,
            required: ['type', 'timestamp', 'data'],
            additionalProperties: false,
            properties: {
              type: { type: 'string' as const, const: type },
              timestamp: {
                type: 'string' as const,
                format: 'date-time',
                description: 'When the event happened.',
              },
              data: { $ref: `${SCHEMA_REF}${schemaId(data)}` },
            },
          },
        },
      },
    },
    responses: {
      '204': {
        description: 'Received. Any 2xx status counts; the answer itself is not read beyond 64 KiB.',
      },
    },
  },
});

/** The OpenAPI `webhooks` section: each event a customer's endpoint can receive, and the test event. */
export const webhookDocuments = () => ({
  ...Object.fromEntries(
    Object.entries(webhookEvents).map(([type, event]) => [type, operation(type, event.summary, event.data)]),
  ),
  [WEBHOOK_TEST_EVENT]: operation(
    WEBHOOK_TEST_EVENT,
    'The test event of "Testbericht versturen".',
    WebhookTestData,
  ),
});
