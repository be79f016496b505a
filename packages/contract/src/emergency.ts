import { z } from 'zod';
import { DateTime } from './common.ts';
import { defineRoute } from './route.ts';
import { filledText } from './user-stories.ts';

export const EmergencyRequestBody = z.object({
  description: filledText('Omschrijving')
    .min(10, 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.')
    .max(5000, 'Omschrijving moet tussen de 10 en 5000 tekens bevatten.'),
});
export type EmergencyRequestBody = z.input<typeof EmergencyRequestBody>;

export const EmergencyRequest = z.object({
  id: z.number().int(),
  description: z.string(),
  created_at: DateTime,
  /** When the on-call engineer was mailed. */
  mailed_at: DateTime,
});
export type EmergencyRequest = z.infer<typeof EmergencyRequest>;

export const emergencyRoutes = {
  createEmergencyRequest: defineRoute({
    method: 'POST',
    path: '/emergency-request',
    auth: 'bearer',
    tag: 'emergency',
    summary:
      'Call the on-call engineer: the description is stored and mailed at once; if the mail cannot be sent, nothing is stored and the answer is 503',
    body: EmergencyRequestBody,
    response: EmergencyRequest,
    status: 201,
  }),
};
