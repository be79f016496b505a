import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { visitorLimit } from '../../lib/visitor-limit.ts';
import { storeContactMessage } from '../../services/contact.ts';

/** The contact form of the site: stored and mailed to the provider. */
export const contactRoutes = async (app: FastifyInstance) => {
  const limit = visitorLimit(
    10,
    15 * 60,
    `Je hebt al veel berichten gestuurd. Probeer het later opnieuw, of mail naar ${app.config.CONTACT_EMAIL}.`,
  );

  registerRoute(app, apiRoutes.submitContactForm, async ({ body, request }) => {
    await limit(request.ip);
    const stored = await storeContactMessage(
      { db: app.db, mailer: app.mailer, to: app.config.CONTACT_EMAIL, log: request.log },
      body,
    );
    return { id: stored.id, created_at: stored.createdAt.toISOString() };
  });
};
