/** The answer envelope every /api/v1 call returns (specification, section 7 of each document). */
export interface FieldError {
  target_element: string;
  error_message: string;
}

export interface SuccessEnvelope<T> {
  status: 'success';
  statusCode: number | string;
  data: T;
}

export interface ErrorEnvelope {
  status: 'error';
  statusCode: number | string;
  data: FieldError[] | { message: string } | unknown;
}

/** Builds the success envelope. */
export function success<T>(data: T, statusCode: number | string = 200): SuccessEnvelope<T> {
  return { status: 'success', statusCode, data };
}

/** Builds the error envelope; `data` is usually a list of field errors. */
export function failure(statusCode: number | string, data: ErrorEnvelope['data']): ErrorEnvelope {
  return { status: 'error', statusCode, data };
}

/** Turns a field-error list into a map keyed by target_element (first message wins). */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of errors) if (!(e.target_element in map)) map[e.target_element] = e.error_message;
  return map;
}

/** True when `data` has the field-error list shape. */
export function isFieldErrorList(data: unknown): data is FieldError[] {
  return (
    Array.isArray(data) &&
    data.every(
      (e) =>
        e !== null &&
        typeof e === 'object' &&
        typeof (e as FieldError).target_element === 'string' &&
        typeof (e as FieldError).error_message === 'string',
    )
  );
}
