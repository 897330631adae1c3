/**
 * Plain text of a server string that may carry HTML (plan short texts are HTML on some screens,
 * 000 section 2). Parsed inertly by DOMParser (no script runs, no image loads) and never injected
 * as markup, so a plan text can not become script.
 */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  if (typeof DOMParser === 'undefined')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const doc = new DOMParser().parseFromString(value, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
