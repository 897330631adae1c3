import type { FastifyInstance } from 'fastify';
import { registerFlatSave, registerFormFields } from '../../server/routes/wizard/step-routes';
import type { PrefillContext, StepKindServer } from '../../server/routes/wizard/step-kinds';
import { verificationRoutes } from './server-verification';

/** Contact Information (001 section 7): its descriptors and its save, and the checks of an existing member's phone and e-mail. */
async function contactInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, 'contact_info', '/get-form-fields-contact-info');
  registerFlatSave(app, 'contact_info', '/save-contact-info');
  await app.register(verificationRoutes);
}

/** The quote's zip and state, and an existing member's address, phone and e-mail. */
function prefill({ enrollment, member }: PrefillContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (enrollment.zip) out.zip = enrollment.zip;
  if (enrollment.state) out.state = enrollment.state;
  if (member) {
    Object.assign(out, {
      address1: member.address1,
      address2: member.address2,
      city: member.city,
      state: member.state,
      zip: member.zip,
      phone_number: member.phone,
      email_address: member.email,
    });
  }
  return out;
}

export const contactInfoServer: StepKindServer = { tab: 'contact_info', routes: contactInfoRoutes, prefill };
