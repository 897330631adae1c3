import { carrierProfiles } from '../schema';
import type { SeedContext } from './context';
import { carrierId, demoCatalogue } from './demo-file';

/**
 * HD03 insurance line code by category for the demo carriers (005010X220A1 codes; LIF and AH for life
 * and accident as the demo carriers' companion guides ask). An administrator edits them per carrier.
 */
export const DEFAULT_LINE_OF_BUSINESS: Readonly<Record<string, string>> = {
  DENTAL: 'DEN',
  VISION: 'VIS',
  MEDICAL: 'HLT',
  LIMITEDMED: 'HLT',
  GUARANTEED: 'HLT',
  RX: 'PDG',
  TERM_LIFE: 'LIF',
  LIFESTYLE: 'AG',
  SUPPLEMENTAL: 'AH',
  DI: 'STD',
  CI: 'AH',
  ACCIDENT: 'AH',
  HOSPITAL: 'FAC',
  PET: 'AG',
  hsa: 'HLT',
  PWPA: 'AH',
  bundles: 'HLT',
};

/** A demo carrier's profile: OpenEnroll sends as OPENENROLL (ZZ) to the carrier's code, change files, manual runs, drop directory. */
export async function seedCarrierProfiles({ tx }: SeedContext): Promise<void> {
  await tx.insert(carrierProfiles).values(
    demoCatalogue().carriers.map((c) => {
      const planCodes: Record<string, string> = {};
      const lob: Record<string, string> = {};
      for (const p of demoCatalogue().plans.filter((plan) => plan.carrier === c.code)) {
        planCodes[String(p.id)] = `${c.code}${p.id}`;
        const code = DEFAULT_LINE_OF_BUSINESS[p.category];
        if (code) lob[p.category] = code;
      }
      return {
        carrierId: carrierId(c.code),
        senderId: 'OPENENROLL',
        senderQualifier: 'ZZ',
        receiverId: `${c.code}834`,
        receiverQualifier: 'ZZ',
        lineOfBusiness: lob,
        planCodes,
        fileNamePattern: 'OE_{carrier}_{date}_{control}.834',
        defaultMode: 'change' as const,
        schedule: 'manual' as const,
        deliveryMethod: 'drop' as const,
      };
    }),
  );
}
