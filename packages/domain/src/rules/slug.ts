/** A URL slug: lower case ASCII letters, digits and hyphens ('R&B' → 'r-b', 'Lo-fi' → 'lo-fi'). */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
