/** The brand's URL slug: lower case, letters and digits only ('Indiwave' → 'indiwave'). */
export function toBrandSlug(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Fills `{product}` in a spec path or text with the brand slug. */
export function withProduct(template: string, brandSlug: string): string {
  return template.replaceAll('{product}', brandSlug);
}
