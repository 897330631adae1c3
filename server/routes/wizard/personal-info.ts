import type { FastifyInstance } from 'fastify';
import { registerFlatSave, registerFormFields } from './step-routes';

/** Personal Information (001 section 7): its descriptors and its save. */
export async function personalInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, 'primary_info', '/get-form-fields-personal-info');
  registerFlatSave(app, 'primary_info', '/save-personal-info');
}
