import type { FastifyInstance } from 'fastify';
import { registerFlatSave, registerFormFields } from './step-routes';

/** Contact Information (001 section 7): its descriptors and its save. */
export async function contactInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, 'contact_info', '/get-form-fields-contact-info');
  registerFlatSave(app, 'contact_info', '/save-contact-info');
}
