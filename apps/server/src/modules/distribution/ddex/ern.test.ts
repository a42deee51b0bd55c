import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage, toIsoDuration, type ErnRelease } from './ern-message.ts';
import { validateNewReleaseMessage } from './ern-validator.ts';

function track(index: number) {
  return { isrc: `INXYZ310000${index}`, title: `Song ${index}`, version: '', artists: ['Asha Test'], durationMs: 211_400 + index, isExplicit: false, sampleRate: 44_100, bitDepth: 16, file: `resources/INXYZ310000${index}.wav`, md5: 'd41d8cd98f00b204e9800998ecf8427e' };
}

function release(overrides: Partial<ErnRelease> = {}): ErnRelease {
  return {
    messageId: 'IW-1-1',
    createdAt: new Date('2031-01-10T06:00:00.000Z'),
    controlType: 'LiveMessage',
    sender: { dpid: 'PADPIDA2031011001I', name: 'Indiwave' },
    recipient: { dpid: 'PADPIDA2011072101T', name: 'Spotify' },
    kind: 'single',
    title: 'Monsoon Letters',
    version: '',
    artists: ['Asha Test'],
    label: 'Asha Test',
    genre: 'Indie Pop',
    language: 'en',
    upc: '8901234000014',
    releaseDate: '2031-02-01',
    originalReleaseDate: null,
    territories: ['Worldwide'],
    tracks: [track(1)],
    artwork: { file: 'resources/8901234000014.jpg', md5: 'd41d8cd98f00b204e9800998ecf8427e', side: 3000 },
    ...overrides,
  };
}

describe('ERN 4.3 NewReleaseMessage', () => {
  it('writes ISO 8601 durations', () => {
    expect(toIsoDuration(211_400)).toBe('PT3M31S');
    expect(toIsoDuration(3_600_000)).toBe('PT1H');
    expect(toIsoDuration(31_000)).toBe('PT31S');
  });

  it('builds a single that passes the validator', () => {
    const xml = buildNewReleaseMessage(release());
    expect(validateNewReleaseMessage(xml)).toEqual([]);
    expect(xml).toContain('AvsVersionId="4"');
    expect(xml).toContain('<ReleaseType>Single</ReleaseType>');
    expect(xml).toContain('<ICPN>8901234000014</ICPN>');
    expect(xml).toContain('<Duration>PT3M31S</Duration>');
  });

  it('builds a 3-track album with featured artists, a version and territories that passes the validator', () => {
    const tracks = [track(1), { ...track(2), artists: ['Asha Test', 'Ravi & Sons <Band>'], isExplicit: true }, { ...track(3), version: 'Acoustic' }];
    const xml = buildNewReleaseMessage(release({ kind: 'album', title: 'Rain Songs', tracks, territories: ['IN', 'NP', 'LK'], originalReleaseDate: '2020-05-01' }));
    expect(validateNewReleaseMessage(xml)).toEqual([]);
    expect(xml.match(/<SoundRecording>/g)).toHaveLength(3);
    expect(xml.match(/<TrackRelease>/g)).toHaveLength(3);
    // Text is escaped by the library, never concatenated.
    expect(xml).toContain('Ravi &amp; Sons &lt;Band&gt;');
    expect(xml).toContain('<ParentalWarningType>Explicit</ParentalWarningType>');
  });

  it('builds a takedown (every deal ended on the day, no files) that passes the validator', () => {
    const xml = buildNewReleaseMessage(release({ kind: 'album', tracks: [track(1), track(2), track(3)], takedownOn: '2031-03-05' }));
    expect(validateNewReleaseMessage(xml)).toEqual([]);
    expect(xml.match(/<EndDate>2031-03-05<\/EndDate>/g)).toHaveLength(8);
    expect(xml).not.toContain('<TechnicalDetails>');
    expect(xml).not.toContain('<HashSum>');
    // Before the street date the deals end on the day they would have started.
    const early = buildNewReleaseMessage(release({ takedownOn: '2031-01-12' }));
    expect(validateNewReleaseMessage(early)).toEqual([]);
    expect(early).toContain('<EndDate>2031-02-01</EndDate>');
  });

  it('the validator rejects a takedown whose deals end before they start', () => {
    const xml = buildNewReleaseMessage(release({ takedownOn: '2031-03-05' })).replaceAll('<EndDate>2031-03-05</EndDate>', '<EndDate>2030-12-31</EndDate>');
    expect(validateNewReleaseMessage(xml).some((text) => /EndDate 2030-12-31 is before the StartDate 2031-02-01/.test(text))).toBe(true);
  });

  const valid = buildNewReleaseMessage(release({ kind: 'album', tracks: [track(1), track(2), track(3)] }));
  it.each([
    ['without AvsVersionId', (xml: string) => xml.replace(' AvsVersionId="4"', ''), /AvsVersionId is required/],
    ['without LanguageAndScriptCode', (xml: string) => xml.replace(' LanguageAndScriptCode="en"', ''), /LanguageAndScriptCode is required/],
    ['with a bad LanguageAndScriptCode', (xml: string) => xml.replace('LanguageAndScriptCode="en"', 'LanguageAndScriptCode="English"'), /not a language/],
    ['with the ReleaseList before the ResourceList', (xml: string) => {
      const resources = /<ResourceList>[\s\S]*<\/ResourceList>\n\s*/.exec(xml)?.[0] ?? '';
      return xml.replace(resources, '').replace('<DealList>', `${resources}<DealList>`);
    }, /ResourceList is out of order/],
    ['with Duration before DisplayTitle', (xml: string) => xml.replace(/(<DisplayTitleText>Song 1<\/DisplayTitleText>)/, '<Duration>PT1S</Duration>$1'), /out of order/],
    ['without a MessageHeader', (xml: string) => xml.replace(/<MessageHeader>[\s\S]*<\/MessageHeader>/, ''), /MessageHeader is required/],
    ['with an unknown element', (xml: string) => xml.replace('<ReleaseType>', '<Price>9</Price><ReleaseType>'), /Price is not allowed/],
    ['with a dangling artist reference', (xml: string) => xml.replace('<ArtistPartyReference>P1</ArtistPartyReference>', '<ArtistPartyReference>P9</ArtistPartyReference>'), /'P9' does not resolve/],
    ['with a dangling resource reference', (xml: string) => xml.replace('<ReleaseResourceReference>A2</ReleaseResourceReference>', '<ReleaseResourceReference>A7</ReleaseResourceReference>'), /'A7' does not resolve/],
    ['with a dangling deal reference', (xml: string) => xml.replace('<DealReleaseReference>R0</DealReleaseReference>', '<DealReleaseReference>R8</DealReleaseReference>'), /'R8' does not resolve/],
    ['with a resource declared twice', (xml: string) => xml.replace('<ResourceReference>A2</ResourceReference>', '<ResourceReference>A1</ResourceReference>'), /declared twice/],
    ['with a malformed ISRC', (xml: string) => xml.replace('<ISRC>INXYZ3100001</ISRC>', '<ISRC>IN-XYZ-31-00001</ISRC>'), /not an ISRC/],
    ['with a wrong ICPN check digit', (xml: string) => xml.replace('<ICPN>8901234000014</ICPN>', '<ICPN>8901234000015</ICPN>'), /not an ICPN/],
    ['with a duration in seconds', (xml: string) => xml.replace('<Duration>PT3M31S</Duration>', '<Duration>211</Duration>'), /not an ISO 8601 duration/],
    ['with an unknown territory', (xml: string) => xml.replace('<TerritoryCode>Worldwide</TerritoryCode>', '<TerritoryCode>XX</TerritoryCode>'), /not a territory code/],
    ['with a bad start date', (xml: string) => xml.replace('<StartDate>2031-02-01</StartDate>', '<StartDate>01/02/2031</StartDate>'), /not an ISO 8601 date/],
    ['that was cut short', (xml: string) => xml.slice(0, xml.indexOf('<ResourceList>')), /ResourceList is required/],
  ])('the validator rejects a message %s', (_name, breakIt, problem) => {
    const broken = breakIt(valid);
    expect(broken).not.toBe(valid);
    const problems = validateNewReleaseMessage(broken);
    expect(problems.some((text) => problem.test(text)), problems.join('\n')).toBe(true);
  });
});
