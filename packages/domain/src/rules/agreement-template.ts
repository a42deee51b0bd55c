/**
 * Distribution agreement templates (issue 21 item 5, issue 18 item 3): the team writes the
 * agreement's text with placeholders; each release's agreement is this text with the release's
 * facts filled in, and is then stored as signed, whatever later versions say.
 */

/** The placeholders a template may use, with what each becomes (shown to the team beside the editor). */
export const AGREEMENT_PLACEHOLDERS = {
  brand: 'the distributor: our brand name',
  artist_name: "the artist's name",
  artist_email: "the artist's e-mail address",
  release_title: "the release's title",
  release: "one sentence: single or album, transferred or not, title, version, artists and release date, ending 'with these recordings:'",
  recordings: 'the numbered list of recordings, one a line, with their artists and ISRCs',
  stores: 'the chosen stores, comma separated',
  territories: 'the chosen territories, comma separated',
} as const;
export type AgreementPlaceholder = keyof typeof AGREEMENT_PLACEHOLDERS;
export type AgreementFields = Record<AgreementPlaceholder, string>;

/** What no agreement may leave out: who signs, what they release, and where it goes. */
export const REQUIRED_AGREEMENT_PLACEHOLDERS: readonly AgreementPlaceholder[] = ['artist_name', 'release', 'recordings', 'stores', 'territories'];

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The template the team starts from (migration 023 stores it as version 1). */
export const DEFAULT_AGREEMENT_TEMPLATE = [
  'DISTRIBUTION AGREEMENT — "{{release_title}}"',
  '',
  'Between {{artist_name}} <{{artist_email}}> (the Artist) and {{brand}} (the Distributor).',
  '',
  '1. The release. {{release}}',
  '{{recordings}}',
  '',
  '2. Grant. The Artist grants the Distributor the non-exclusive right to deliver the release, its artwork and metadata to these stores: {{stores}}; in these territories: {{territories}}; and to collect the income they pay for it.',
  '',
  '3. The Artist confirms that they own or control every right in the recordings, compositions, artwork and names of the release, that it contains no uncleared samples, and that its metadata is true.',
  '',
  '4. The Distributor pays the Artist their share of the income it receives for the release, as shown in the revenue report, and may take the release down when a store or a rights holder asks it to.',
  '',
  '5. Either party may end this agreement for the release with 30 days notice; the release is then taken down from the stores.',
].join('\n');

/** The placeholders a template uses, each once, in order of first use. */
export function listTemplatePlaceholders(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** What is wrong with a template: an unknown placeholder first, then a missing one; null when it can be used. */
export function findTemplateProblem(body: string): { kind: 'unknown' | 'missing'; placeholder: string } | null {
  const used = listTemplatePlaceholders(body);
  const unknown = used.find((name) => !(name in AGREEMENT_PLACEHOLDERS));
  if (unknown) return { kind: 'unknown', placeholder: unknown };
  const missing = REQUIRED_AGREEMENT_PLACEHOLDERS.find((name) => !used.includes(name));
  return missing ? { kind: 'missing', placeholder: missing } : null;
}

/** The agreement's text: the template with every placeholder replaced by its fact (in one pass, so a fact is never read as a placeholder). */
export function fillAgreementTemplate(body: string, fields: AgreementFields): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => (name in fields ? fields[name as AgreementPlaceholder] : whole));
}
