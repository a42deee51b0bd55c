import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const ERN_SCHEMA_LOCATION = 'http://ddex.net/xml/ern/43 http://ddex.net/xml/ern/43/release-notification.xsd';
/** The Allowed Value Sets version ERN 4.3 messages name. */
export const ERN_AVS_VERSION = '4';

/** What one delivery of a release says (ERN 4.3 NewReleaseMessage, the 'Audio' profile). */
export type ErnRelease = {
  messageId: string;
  createdAt: Date;
  /** Live or test (a sandbox delivery). */
  controlType: 'LiveMessage' | 'TestMessage';
  sender: { dpid: string; name: string };
  recipient: { dpid: string; name: string };
  kind: 'single' | 'album';
  title: string;
  version: string;
  artists: string[];
  label: string;
  genre: string;
  /** ISO 639-1 of the metadata. */
  language: string;
  upc: string;
  releaseDate: string;
  originalReleaseDate: string | null;
  territories: string[];
  tracks: Array<{ isrc: string; title: string; version: string; artists: string[]; durationMs: number; isExplicit: boolean; sampleRate: number; bitDepth: number; file: string; md5: string }>;
  artwork: { file: string; md5: string; side: number };
  /**
   * A takedown (ERN 4's way: the same NewReleaseMessage with every deal's ValidityPeriod ended on
   * this day, YYYY-MM-DD): the store stops selling and showing the release from then. It carries
   * no files, so the resources have no TechnicalDetails.
   */
  takedownOn?: string;
};

/** ISO 8601 duration of milliseconds, as ERN writes it: PT3M31S (whole seconds, rounded). */
export function toIsoDuration(ms: number): string {
  const total = Math.max(1, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
}

/** Party references of the artists: one per distinct name, in order. */
function toPartyReferences(release: ErnRelease): Map<string, string> {
  const references = new Map<string, string>();
  for (const name of [...release.artists, ...release.tracks.flatMap((track) => track.artists)]) {
    if (!references.has(name)) references.set(name, `P${references.size + 1}`);
  }
  return references;
}

function addDisplayArtists(element: XMLBuilder, artists: string[], parties: Map<string, string>): void {
  element.ele('DisplayArtistName').txt(artists.join(', '));
  artists.forEach((name, index) => {
    const artist = element.ele('DisplayArtist', { SequenceNumber: String(index + 1) });
    artist.ele('ArtistPartyReference').txt(parties.get(name) as string);
    artist.ele('DisplayArtistRole').txt(index === 0 ? 'MainArtist' : 'FeaturedArtist');
  });
}

function addTitle(element: XMLBuilder, title: string, version: string): void {
  element.ele('DisplayTitleText').txt(version ? `${title} (${version})` : title);
  const display = element.ele('DisplayTitle');
  display.ele('TitleText').txt(title);
  if (version) display.ele('SubTitle').txt(version);
}

type ErnTrack = ErnRelease['tracks'][number];

/** The master's TechnicalDetails: PCM, stereo, its rate and depth, the file and its MD5. */
function addAudioFile(edition: XMLBuilder, track: ErnTrack, index: number): void {
  const technical = edition.ele('TechnicalDetails');
  technical.ele('TechnicalResourceDetailsReference').txt(`T${index + 1}`);
  const delivery = technical.ele('DeliveryFile');
  delivery.ele('Type').txt('AudioFile');
  delivery.ele('AudioCodecType').txt('PCM');
  delivery.ele('NumberOfChannels').txt('2');
  delivery.ele('SamplingRate', { UnitOfMeasure: 'kHz' }).txt(String(track.sampleRate / 1000));
  delivery.ele('BitsPerSample').txt(String(track.bitDepth));
  const file = delivery.ele('File');
  file.ele('URI').txt(track.file);
  const hash = file.ele('HashSum');
  hash.ele('Algorithm').txt('MD5');
  hash.ele('HashSumValue').txt(track.md5);
}

/** The cover's TechnicalDetails: a square JPEG, the file and its MD5. */
function addImageFile(image: XMLBuilder, release: ErnRelease): void {
  const imageDetails = image.ele('TechnicalDetails');
  imageDetails.ele('TechnicalResourceDetailsReference').txt(`T${release.tracks.length + 1}`);
  imageDetails.ele('ImageCodecType').txt('JPEG');
  imageDetails.ele('ImageHeight').txt(String(release.artwork.side));
  imageDetails.ele('ImageWidth').txt(String(release.artwork.side));
  const imageFile = imageDetails.ele('File');
  imageFile.ele('URI').txt(release.artwork.file);
  const imageHash = imageFile.ele('HashSum');
  imageHash.ele('Algorithm').txt('MD5');
  imageHash.ele('HashSumValue').txt(release.artwork.md5);
}

/**
 * Builds the NewReleaseMessage of a release with an XML library (xmlbuilder2), element by
 * element in the order of the ERN 4.3 schema: MessageHeader, PartyList, ResourceList (a
 * SoundRecording per track and the FrontCoverImage), ReleaseList (the release and a TrackRelease
 * per track) and DealList (streaming and downloads in the release's territories from its date).
 */
export function buildNewReleaseMessage(release: ErnRelease): string {
  const parties = toPartyReferences(release);
  const labelReference = `P${parties.size + 1}`;
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(ERN_NAMESPACE, 'ern:NewReleaseMessage', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': ERN_SCHEMA_LOCATION,
    ReleaseProfileVersionId: 'Audio',
    LanguageAndScriptCode: release.language,
    AvsVersionId: ERN_AVS_VERSION,
  });

  const header = root.ele('MessageHeader');
  header.ele('MessageThreadId').txt(release.messageId);
  header.ele('MessageId').txt(release.messageId);
  const sender = header.ele('MessageSender');
  sender.ele('PartyId').txt(release.sender.dpid);
  sender.ele('PartyName').ele('FullName').txt(release.sender.name);
  const recipient = header.ele('MessageRecipient');
  recipient.ele('PartyId').txt(release.recipient.dpid);
  recipient.ele('PartyName').ele('FullName').txt(release.recipient.name);
  header.ele('MessageCreatedDateTime').txt(release.createdAt.toISOString());
  header.ele('MessageControlType').txt(release.controlType);

  const partyList = root.ele('PartyList');
  for (const [name, reference] of parties) {
    const party = partyList.ele('Party');
    party.ele('PartyReference').txt(reference);
    party.ele('PartyName').ele('FullName').txt(name);
  }
  const label = partyList.ele('Party');
  label.ele('PartyReference').txt(labelReference);
  label.ele('PartyName').ele('FullName').txt(release.label || release.artists[0]);

  const year = (release.originalReleaseDate ?? release.releaseDate).slice(0, 4);
  const owner = release.label || release.artists[0];
  const resources = root.ele('ResourceList');
  release.tracks.forEach((track, index) => {
    const recording = resources.ele('SoundRecording');
    recording.ele('ResourceReference').txt(`A${index + 1}`);
    recording.ele('Type').txt('MusicalWorkSoundRecording');
    const edition = recording.ele('SoundRecordingEdition');
    edition.ele('ResourceId').ele('ISRC').txt(track.isrc);
    const pLine = edition.ele('PLine');
    pLine.ele('Year').txt(year);
    pLine.ele('PLineText').txt(`℗ ${year} ${owner}`);
    if (!release.takedownOn) addAudioFile(edition, track, index);
    addTitle(recording, track.title, track.version);
    addDisplayArtists(recording, track.artists, parties);
    recording.ele('Duration').txt(toIsoDuration(track.durationMs));
    recording.ele('ParentalWarningType').txt(track.isExplicit ? 'Explicit' : 'NotExplicit');
  });
  const imageReference = `A${release.tracks.length + 1}`;
  const image = resources.ele('Image');
  image.ele('ResourceReference').txt(imageReference);
  image.ele('Type').txt('FrontCoverImage');
  image.ele('ResourceId').ele('ProprietaryId', { Namespace: `DPID:${release.sender.dpid}` }).txt(`${release.upc}_cover`);
  if (!release.takedownOn) addImageFile(image, release);

  const isExplicit = release.tracks.some((track) => track.isExplicit);
  const releases = root.ele('ReleaseList');
  const main = releases.ele('Release');
  main.ele('ReleaseReference').txt('R0');
  main.ele('ReleaseType').txt(release.kind === 'album' ? 'Album' : 'Single');
  main.ele('ReleaseId').ele('ICPN').txt(release.upc);
  addTitle(main, release.title, release.version);
  addDisplayArtists(main, release.artists, parties);
  main.ele('ReleaseLabelReference').txt(labelReference);
  const cLine = main.ele('CLine');
  cLine.ele('Year').txt(year);
  cLine.ele('CLineText').txt(`© ${year} ${owner}`);
  main.ele('Genre').ele('GenreText').txt(release.genre);
  main.ele('ReleaseDate').txt(release.releaseDate);
  if (release.originalReleaseDate) main.ele('OriginalReleaseDate').txt(release.originalReleaseDate);
  main.ele('ParentalWarningType').txt(isExplicit ? 'Explicit' : 'NotExplicit');
  const group = main.ele('ResourceGroup');
  release.tracks.forEach((_track, index) => {
    const item = group.ele('ResourceGroupContentItem');
    item.ele('SequenceNumber').txt(String(index + 1));
    item.ele('ReleaseResourceReference').txt(`A${index + 1}`);
  });
  group.ele('LinkedReleaseResourceReference').txt(imageReference);
  release.tracks.forEach((track, index) => {
    const trackRelease = releases.ele('TrackRelease');
    trackRelease.ele('ReleaseReference').txt(`R${index + 1}`);
    trackRelease.ele('ReleaseId').ele('ISRC').txt(track.isrc);
    trackRelease.ele('ReleaseResourceReference').txt(`A${index + 1}`);
    trackRelease.ele('ReleaseLabelReference').txt(labelReference);
    trackRelease.ele('Genre').ele('GenreText').txt(release.genre);
  });

  const deals = root.ele('DealList');
  for (const reference of ['R0', ...release.tracks.map((_track, index) => `R${index + 1}`)]) {
    const releaseDeal = deals.ele('ReleaseDeal');
    releaseDeal.ele('DealReleaseReference').txt(reference);
    for (const [model, uses] of [
      ['SubscriptionModel', ['OnDemandStream', 'NonInteractiveStream']],
      ['PayAsYouGoModel', ['PermanentDownload']],
    ] as const) {
      const terms = releaseDeal.ele('Deal').ele('DealTerms');
      for (const territory of release.territories) terms.ele('TerritoryCode').txt(territory);
      const validity = terms.ele('ValidityPeriod');
      validity.ele('StartDate').txt(release.releaseDate);
      if (release.takedownOn) validity.ele('EndDate').txt(release.takedownOn > release.releaseDate ? release.takedownOn : release.releaseDate);
      terms.ele('CommercialModelType').txt(model);
      for (const use of uses) terms.ele('UseType').txt(use);
    }
  }
  return doc.end({ prettyPrint: true });
}
