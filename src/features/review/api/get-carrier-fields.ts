import { queryOptions } from '@tanstack/react-query';
import type { CarrierFieldDefinition } from '../../../../schemas/field-definition';
import { apiGet } from '../../../lib/api-client';

/** A carrier's field definitions in force for the enrollment, by tab then field name. */
export type CarrierFieldsByTab = Readonly<Record<string, Readonly<Record<string, CarrierFieldDefinition>>>>;

export const carrierFieldsQueryKey = (enrollmentId: string) => ['carrier-fields', enrollmentId] as const;

/**
 * GET /get-carrier-fields?enrollment_id: what the review labels a carrier's answers with. Labels
 * only: when the call fails the cards still show every answer, under its field's name made readable.
 */
export function carrierFieldsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: carrierFieldsQueryKey(enrollmentId),
    queryFn: async ({ signal }): Promise<CarrierFieldsByTab> => {
      try {
        return (
          await apiGet<{ result: CarrierFieldsByTab }>(
            '/get-carrier-fields',
            { enrollment_id: enrollmentId },
            { signal },
          )
        ).result;
      } catch {
        return {};
      }
    },
  });
}
