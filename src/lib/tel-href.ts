/** A tel: link target with digits only (the visible text uses formatPhoneDisplay from schemas/formats). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
