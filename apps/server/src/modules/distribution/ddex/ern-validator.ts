import { create } from 'xmlbuilder2';
import { ISRC_PATTERN, isIsoDay, isValidUpc } from '@indiwave/domain/rules/distribution-rules';
import { ERN_NAMESPACE } from './ern-message.ts';
import { ISO_TERRITORY_CODES } from './iso-territories.ts';

/** The children an element may have, in the schema's order, and those it must have. */
type ElementRule = { order: string[]; required: string[]; attributes?: string[] };

/**
 * The parts of the ERN 4.3 schema our messages use (release-notification.xsd): each element's
 * children in sequence order and the ones that are not optional. A child not listed is refused,
 * so a message we build can only contain what this table has been checked against.
 */
const RULES: Record<string, ElementRule> = {
  NewReleaseMessage: {
    order: ['MessageHeader', 'ReleaseAdmin', 'PartyList', 'CueSheetList', 'ResourceList', 'ChronologyList', 'ReleaseList', 'DealList', 'SupplementalDocumentList'],
    required: ['MessageHeader', 'PartyList', 'ResourceList', 'ReleaseList'],
    attributes: ['AvsVersionId', 'LanguageAndScriptCode'],
  },
  MessageHeader: {
    order: ['MessageThreadId', 'MessageId', 'MessageFileName', 'MessageSender', 'SentOnBehalfOf', 'MessageRecipient', 'MessageCreatedDateTime', 'MessageAuditTrail', 'MessageControlType'],
    required: ['MessageId', 'MessageSender', 'MessageRecipient', 'MessageCreatedDateTime'],
  },
  MessageSender: { order: ['PartyId', 'PartyName', 'TradingName'], required: ['PartyId'] },
  MessageRecipient: { order: ['PartyId', 'PartyName', 'TradingName'], required: ['PartyId'] },
  PartyList: { order: ['Party'], required: ['Party'] },
  Party: { order: ['PartyReference', 'PartyId', 'PartyName'], required: ['PartyReference'] },
  PartyName: { order: ['FullName', 'FullNameAsciiTranscribed', 'FullNameIndexed'], required: ['FullName'] },
  ResourceList: { order: ['SoundRecording', 'Video', 'Image', 'Text', 'SheetMusic', 'Software'], required: [] },
  SoundRecording: {
    order: ['ResourceReference', 'Type', 'SoundRecordingEdition', 'DisplayTitleText', 'DisplayTitle', 'VersionType', 'DisplayArtistName', 'DisplayArtist', 'Contributor', 'PLine', 'Duration', 'ParentalWarningType'],
    required: ['ResourceReference', 'Type', 'SoundRecordingEdition', 'DisplayTitleText', 'DisplayTitle', 'DisplayArtistName', 'DisplayArtist', 'Duration', 'ParentalWarningType'],
  },
  SoundRecordingEdition: { order: ['Type', 'ResourceId', 'PLine', 'TechnicalDetails'], required: ['ResourceId'] },
  ResourceId: { order: ['ISRC', 'ProprietaryId'], required: [] },
  TechnicalDetails: {
    order: ['TechnicalResourceDetailsReference', 'DeliveryFile', 'ImageCodecType', 'ImageHeight', 'ImageWidth', 'File'],
    required: ['TechnicalResourceDetailsReference'],
  },
  DeliveryFile: { order: ['Type', 'AudioCodecType', 'NumberOfChannels', 'SamplingRate', 'BitsPerSample', 'File'], required: ['Type', 'File'] },
  File: { order: ['URI', 'HashSum', 'FileSize'], required: ['URI'] },
  HashSum: { order: ['Algorithm', 'HashSumValue'], required: ['Algorithm', 'HashSumValue'] },
  DisplayTitle: { order: ['TitleText', 'SubTitle'], required: ['TitleText'] },
  DisplayArtist: { order: ['ArtistPartyReference', 'DisplayArtistRole'], required: ['ArtistPartyReference', 'DisplayArtistRole'], attributes: ['SequenceNumber'] },
  Image: { order: ['ResourceReference', 'Type', 'ResourceId', 'ParentalWarningType', 'TechnicalDetails'], required: ['ResourceReference', 'Type', 'ResourceId'] },
  ReleaseList: { order: ['Release', 'TrackRelease'], required: ['Release'] },
  Release: {
    order: ['ReleaseReference', 'ReleaseType', 'ReleaseId', 'DisplayTitleText', 'DisplayTitle', 'DisplayArtistName', 'DisplayArtist', 'ReleaseLabelReference', 'PLine', 'CLine', 'Duration', 'Genre', 'ReleaseDate', 'OriginalReleaseDate', 'ParentalWarningType', 'ResourceGroup'],
    required: ['ReleaseReference', 'ReleaseType', 'ReleaseId', 'DisplayTitleText', 'DisplayTitle', 'DisplayArtistName', 'DisplayArtist', 'ReleaseLabelReference', 'Genre', 'ParentalWarningType', 'ResourceGroup'],
  },
  ReleaseId: { order: ['GRid', 'ISRC', 'ICPN', 'CatalogNumber', 'ProprietaryId'], required: [] },
  ResourceGroup: { order: ['SequenceNumber', 'ResourceGroupContentItem', 'LinkedReleaseResourceReference'], required: ['ResourceGroupContentItem'] },
  ResourceGroupContentItem: { order: ['SequenceNumber', 'ReleaseResourceReference'], required: ['ReleaseResourceReference'] },
  TrackRelease: {
    order: ['ReleaseReference', 'ReleaseId', 'DisplayTitleText', 'DisplayTitle', 'ReleaseResourceReference', 'ReleaseLabelReference', 'Genre'],
    required: ['ReleaseReference', 'ReleaseId', 'ReleaseResourceReference', 'ReleaseLabelReference', 'Genre'],
  },
  PLine: { order: ['Year', 'PLineCompany', 'PLineText'], required: ['PLineText'] },
  CLine: { order: ['Year', 'CLineCompany', 'CLineText'], required: ['CLineText'] },
  Genre: { order: ['GenreText', 'SubGenre'], required: ['GenreText'] },
  DealList: { order: ['ReleaseDeal'], required: [] },
  ReleaseDeal: { order: ['DealReleaseReference', 'Deal', 'EffectiveDate'], required: ['DealReleaseReference', 'Deal'] },
  Deal: { order: ['DealReference', 'DealTerms'], required: ['DealTerms'] },
  DealTerms: {
    order: ['TerritoryCode', 'ExcludedTerritoryCode', 'ValidityPeriod', 'CommercialModelType', 'UseType'],
    required: ['ValidityPeriod', 'CommercialModelType', 'UseType'],
  },
  ValidityPeriod: { order: ['StartDate', 'EndDate'], required: ['StartDate'] },
};

const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const LANGUAGE_AND_SCRIPT = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const REFERENCE_PATTERNS: Record<string, RegExp> = { party: /^P[\d\-_a-zA-Z]+$/, resource: /^A[\d\-_a-zA-Z]+$/, release: /^R[\d\-_a-zA-Z]+$/ };
/** Where each kind of reference is declared, and the elements that point at one. */
const DECLARATIONS: Record<string, { declaredIn: string[]; kind: keyof typeof REFERENCE_PATTERNS }> = {
  PartyReference: { declaredIn: ['Party'], kind: 'party' },
  ResourceReference: { declaredIn: ['SoundRecording', 'Image'], kind: 'resource' },
  ReleaseReference: { declaredIn: ['Release', 'TrackRelease'], kind: 'release' },
};
const POINTERS: Record<string, keyof typeof REFERENCE_PATTERNS> = {
  ArtistPartyReference: 'party',
  ReleaseLabelReference: 'party',
  ReleaseResourceReference: 'resource',
  LinkedReleaseResourceReference: 'resource',
  DealReleaseReference: 'release',
};

type DomElement = { nodeType: number; localName: string | null; nodeName: string; namespaceURI: string | null; textContent: string | null; parentNode: DomElement | null; childNodes: ArrayLike<DomElement>; getAttribute(name: string): string | null };

function childElements(element: DomElement): DomElement[] {
  return Array.from(element.childNodes).filter((node) => node.nodeType === 1);
}

function nameOf(element: DomElement): string {
  return element.localName ?? element.nodeName;
}

/** Where an element sits, for a problem's message: NewReleaseMessage/ResourceList/SoundRecording[2]. */
function pathOf(element: DomElement): string {
  const parts: string[] = [];
  let node: DomElement | null = element;
  while (node && node.nodeType === 1) {
    const name = nameOf(node);
    const parent: DomElement | null = node.parentNode;
    const siblings = parent && parent.nodeType === 1 ? childElements(parent).filter((sibling) => nameOf(sibling) === name) : [node];
    parts.unshift(siblings.length > 1 ? `${name}[${siblings.indexOf(node) + 1}]` : name);
    node = parent;
  }
  return parts.join('/');
}

/**
 * Checks a NewReleaseMessage against the rules of ERN 4.3 that stores reject deliveries for:
 * the root's namespace and required attributes (AvsVersionId, LanguageAndScriptCode), every
 * element's children in schema order with the required ones present, every reference declared
 * once and every pointer resolving, ISRC and ICPN (with its check digit) patterns, ISO 8601
 * durations and dates (a deal never ending before it starts), and territory codes. Answers the problems found; none means valid.
 */
export function validateNewReleaseMessage(xml: string): string[] {
  const problems: string[] = [];
  let root: DomElement;
  try {
    root = create(xml).root().node as unknown as DomElement;
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message.split('\n')[0]}`];
  }
  if (nameOf(root) !== 'NewReleaseMessage' || root.namespaceURI !== ERN_NAMESPACE) problems.push(`the root must be NewReleaseMessage in ${ERN_NAMESPACE}`);

  const declared: Record<string, Set<string>> = { party: new Set(), resource: new Set(), release: new Set() };
  const pointers: Array<{ kind: keyof typeof REFERENCE_PATTERNS; value: string; at: string }> = [];

  const visit = (element: DomElement) => {
    const name = nameOf(element);
    const at = pathOf(element);
    const rule = RULES[name];
    const children = childElements(element);
    const text = (element.textContent ?? '').trim();
    if (rule) {
      for (const attribute of rule.attributes ?? []) {
        if (!element.getAttribute(attribute)) problems.push(`${at}: the attribute ${attribute} is required`);
      }
      let last = -1;
      for (const child of children) {
        const index = rule.order.indexOf(nameOf(child));
        if (index === -1) problems.push(`${at}: ${nameOf(child)} is not allowed here`);
        else if (index < last) problems.push(`${at}: ${nameOf(child)} is out of order (expected ${rule.order.join(', ')})`);
        else last = index;
      }
      for (const required of rule.required) {
        if (!children.some((child) => nameOf(child) === required)) problems.push(`${at}: ${required} is required`);
      }
    }
    if (name === 'NewReleaseMessage') {
      const language = element.getAttribute('LanguageAndScriptCode');
      if (language && !LANGUAGE_AND_SCRIPT.test(language)) problems.push(`${at}: LanguageAndScriptCode '${language}' is not a language (and script) code`);
    }
    if (name === 'ISRC' && !ISRC_PATTERN.test(text)) problems.push(`${at}: '${text}' is not an ISRC`);
    if (name === 'ICPN' && !isValidUpc(text)) problems.push(`${at}: '${text}' is not an ICPN (UPC/EAN with its check digit)`);
    if (name === 'Duration' && !DURATION.test(text)) problems.push(`${at}: '${text}' is not an ISO 8601 duration`);
    if ((name === 'TerritoryCode' || name === 'ExcludedTerritoryCode') && text !== 'Worldwide' && !ISO_TERRITORY_CODES.has(text)) problems.push(`${at}: '${text}' is not a territory code`);
    if ((name === 'StartDate' || name === 'EndDate' || name === 'ReleaseDate' || name === 'OriginalReleaseDate') && !isIsoDay(text)) problems.push(`${at}: '${text}' is not an ISO 8601 date`);
    if (name === 'ValidityPeriod') {
      const start = children.find((child) => nameOf(child) === 'StartDate')?.textContent?.trim();
      const end = children.find((child) => nameOf(child) === 'EndDate')?.textContent?.trim();
      if (start && end && isIsoDay(start) && isIsoDay(end) && end < start) problems.push(`${at}: the EndDate ${end} is before the StartDate ${start}`);
    }
    if (name === 'MessageCreatedDateTime' && !DATE_TIME.test(text)) problems.push(`${at}: '${text}' is not an ISO 8601 date and time`);
    const declaration = DECLARATIONS[name];
    const parentName = element.parentNode && element.parentNode.nodeType === 1 ? nameOf(element.parentNode) : '';
    if (declaration && declaration.declaredIn.includes(parentName)) {
      if (!REFERENCE_PATTERNS[declaration.kind].test(text)) problems.push(`${at}: '${text}' is not a ${declaration.kind} reference`);
      if (declared[declaration.kind].has(text)) problems.push(`${at}: the ${declaration.kind} reference '${text}' is declared twice`);
      declared[declaration.kind].add(text);
    }
    const pointer = POINTERS[name];
    if (pointer) pointers.push({ kind: pointer, value: text, at });
    for (const child of children) visit(child);
  };
  visit(root);

  for (const pointer of pointers) {
    if (!declared[pointer.kind].has(pointer.value)) problems.push(`${pointer.at}: '${pointer.value}' does not resolve to a declared ${pointer.kind}`);
  }
  return problems;
}
