import {
  ARTIST_NAME_MAX,
  CALLER_TUNE_S,
  DISTRIBUTION_ARTISTS_MAX,
  DISTRIBUTION_ARTWORK_SIDE,
  DISTRIBUTION_AUDIO_MAX_MB,
  OTP_LENGTH,
  TITLE_MAX,
  TOUR_CLAIMS,
} from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '../../../lib/config.ts';
import {
  NEW_RELEASE_MAX_YEARS_AHEAD,
  NEW_RELEASE_MIN_DAYS_AHEAD,
  ORIGINAL_RELEASE_MAX_YEARS_BACK,
  TRANSFER_MAX_DAYS_AHEAD,
} from '../guide-rules.ts';
import type { GuideTabId } from '../guide-tabs.ts';

const B = BRAND.name;
const ARTWORK = `${DISTRIBUTION_ARTWORK_SIDE}x${DISTRIBUTION_ARTWORK_SIDE}`;

/** A field of the release form and what to put in it. */
type FieldRule = { field: string; rule: ReactNode };

function FieldTable({ caption, rows }: { caption: string; rows: FieldRule[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-sm text-fg">
          <tr>
            <th scope="col" className="w-1/3 px-4 py-3 font-semibold">
              Field
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What to enter
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-fg">
                {row.field}
              </th>
              <td className="px-4 py-3 text-fg-muted">{row.rule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RuleList({ items, kind }: { items: ReactNode[]; kind: 'do' | 'dont' }) {
  const Icon = kind === 'do' ? Check : X;
  return (
    <ul className="grid gap-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-fg-muted">
          <Icon
            aria-hidden="true"
            className={`mt-1 size-4 shrink-0 ${kind === 'do' ? 'text-success' : 'text-danger'}`}
          />
          <span>
            <span className="sr-only">{kind === 'do' ? 'Do: ' : 'Do not: '}</span>
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PanelHeading({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <>
      <h2 className="text-2xl font-bold tracking-tight text-fg">{title}</h2>
      <div className="mt-2 max-w-3xl text-fg-muted">{lead}</div>
    </>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-8 mb-3 text-lg font-semibold text-fg">{children}</h3>;
}

/** Shown where the form refuses a value, so people recognise the message when they meet it. */
function FormMessage({ children }: { children: ReactNode }) {
  return <q className="font-medium text-fg">{children}</q>;
}

function ReleaseDetailsPanel() {
  return (
    <>
      <PanelHeading
        title="Release details"
        lead={
          <p>
            The release is what listeners see in the stores: one single or one album, with its title, artists, genre and
            label. Enter everything exactly as it should appear; stores show it as you type it.
          </p>
        }
      />
      <SubHeading>Choose the kind of release</SubHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h4 className="font-semibold text-fg">New release</h4>
          <p className="mt-2 text-fg-muted">
            Music that has never been in the stores. We assign an ISRC to each track and a UPC to the release.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h4 className="font-semibold text-fg">Transfer release</h4>
          <p className="mt-2 text-fg-muted">
            Music already in the stores through another distributor or label, or a re-release. It keeps its codes, so
            its plays, playlist places and reviews stay with it.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h4 className="font-semibold text-fg">Single</h4>
          <p className="mt-2 text-fg-muted">
            One song, released on its own. The release title is usually the song title.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h4 className="font-semibold text-fg">Album</h4>
          <p className="mt-2 text-fg-muted">
            Several songs released together, in the order you set. EPs are released as albums.
          </p>
        </div>
      </div>
      <SubHeading>The fields</SubHeading>
      <FieldTable
        caption="Release details fields"
        rows={[
          {
            field: 'Release title',
            rule: `Up to ${TITLE_MAX} characters, with the capitalisation you want. No extra words such as "Official", "New Song" or the year.`,
          },
          {
            field: 'Version',
            rule: `Optional: letters, digits and spaces, up to ${TITLE_MAX} characters, for example "Unplugged" or "Lofi Remix". Leave it empty for the original.`,
          },
          {
            field: 'Primary artists',
            rule: `Up to ${DISTRIBUTION_ARTISTS_MAX} artists per release, each name up to ${ARTIST_NAME_MAX} characters, without <, > or ?. Use the same spelling on every release so the stores keep one artist page.`,
          },
          {
            field: 'Spotify and Apple Music profiles',
            rule: 'Paste the artist profile links if the artist already has music in those stores, so the release lands on the right page. Leave them empty for a first release and a new profile is created.',
          },
          { field: 'Genre and language', rule: 'The main genre, and the language of the lyrics (or instrumental).' },
          {
            field: 'Record label',
            rule: 'Your own label name, or your artist name if you release on your own. Never the name of a label you have no agreement with.',
          },
          { field: 'Production year', rule: 'The year the recordings were made.' },
        ]}
      />
      <SubHeading>For a transfer release, also have</SubHeading>
      <RuleList
        kind="do"
        items={[
          'the ISRC of every track, exactly as it is in the stores today;',
          'the UPC (or EAN) of the release;',
          `the original release date, up to ${ORIGINAL_RELEASE_MAX_YEARS_BACK} years back;`,
          'the platforms where the release is live now;',
          'the Gaana link of the release, where it is on Gaana.',
        ]}
      />
      <p className="mt-4 text-fg-muted">
        Keep the release live with your previous distributor until it is live through {B}; then ask them to take it
        down, so there is never a day without it.
      </p>
    </>
  );
}

function TrackDetailsPanel() {
  return (
    <>
      <PanelHeading
        title="Track details"
        lead={<p>Each song of the release gets its own audio file, credits and lyrics.</p>}
      />
      <SubHeading>Audio</SubHeading>
      <RuleList
        kind="do"
        items={[
          <>
            WAV files only, up to {DISTRIBUTION_AUDIO_MAX_MB} MB per track. Larger files are refused with{' '}
            <FormMessage>{MESSAGES.distributionTooLarge}</FormMessage>.
          </>,
          'Export from your mastered session at 16-bit/44.1 kHz stereo or higher.',
          'Trim long silence at the start and end of the track.',
        ]}
      />
      <div className="mt-3">
        <RuleList
          kind="dont"
          items={[
            'Convert an MP3 to WAV: stores detect it and reject the release.',
            'Upload a different mix from the one you want in the stores; the file cannot be swapped after release.',
          ]}
        />
      </div>
      <SubHeading>Credits</SubHeading>
      <FieldTable
        caption="Track details fields"
        rows={[
          { field: 'Track title', rule: `Up to ${TITLE_MAX} characters, as it should appear in the stores.` },
          {
            field: 'Artists',
            rule: `Up to ${DISTRIBUTION_ARTISTS_MAX} primary and featured artists per track, spelt exactly as on their other releases.`,
          },
          {
            field: 'Composer, lyricist, producer',
            rule: 'Real, full names of the people who wrote and produced the song, not stage names. Stores and royalty societies such as IPRS need them.',
          },
          {
            field: 'ISRC',
            rule: 'Leave empty for a new release; we assign one. For a transfer, enter the existing ISRC of the track.',
          },
          {
            field: 'Caller tune',
            rule: `Choose where the ${CALLER_TUNE_S}-second caller tune starts: usually the hook or the chorus.`,
          },
        ]}
      />
      <SubHeading>Lyrics</SubHeading>
      <RuleList
        kind="do"
        items={[
          <>
            Type the lyrics in Roman script, whatever the language: &ldquo;Tum hi ho&rdquo;, not &ldquo;तुम ही हो&rdquo;.
          </>,
          'One sung line per line, with an empty line between verses.',
        ]}
      />
      <div className="mt-3">
        <RuleList
          kind="dont"
          items={[
            <>
              Use the characters &lt; or &gt;: the form refuses them as{' '}
              <FormMessage>{MESSAGES.invalidInput}</FormMessage>.
            </>,
            'Add chords, timestamps, credits or "Chorus x2"; write every line out as it is sung.',
          ]}
        />
      </div>
    </>
  );
}

function ArtWorkPanel() {
  return (
    <>
      <PanelHeading
        title="Art work"
        lead={
          <p>
            The cover is the first thing listeners see, usually at thumbnail size. Stores check it strictly, so most
            rejected releases are rejected for their artwork.
          </p>
        }
      />
      <SubHeading>Requirements</SubHeading>
      <RuleList
        kind="do"
        items={[
          <>
            Exactly {ARTWORK} pixels, square, in JPG format. Other formats are refused with{' '}
            <FormMessage>{MESSAGES.imageJpegOnly}</FormMessage>
          </>,
          'RGB colour, sharp at full size: start from a large original, never upscale a small image.',
          'Any text on the cover matches the release title and the artist names exactly.',
          'Artwork you created or have the rights to, including photos and fonts.',
        ]}
      />
      <SubHeading>Not allowed on the cover</SubHeading>
      <RuleList
        kind="dont"
        items={[
          'Website addresses, social handles, email addresses, phone numbers or QR codes',
          'Store logos (Spotify, Apple Music, JioSaavn…) or words such as "Out now", "New" or a price',
          'Blurry, pixelated, stretched or cropped images, or a border around a smaller picture',
          'Film stills, photos of other artists or brand logos you have no rights to',
          'Sexually explicit or violent images',
          'The same cover as another of your releases',
        ]}
      />
      <p className="mt-6 text-fg-muted">
        Tip: shrink your cover to the size of a thumbnail before you upload it. If you cannot read the title, neither
        can your listeners.
      </p>
    </>
  );
}

function SchedulingPanel() {
  return (
    <>
      <PanelHeading
        title="Scheduling"
        lead={
          <p>
            The release date is the day your music goes live in the stores. The form only accepts dates inside these
            windows.
          </p>
        }
      />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h3 className="font-semibold text-fg">New release</h3>
          <p className="mt-2 text-3xl font-extrabold text-fg">{NEW_RELEASE_MIN_DAYS_AHEAD}+ days ahead</p>
          <p className="mt-2 text-fg-muted">
            At least {NEW_RELEASE_MIN_DAYS_AHEAD} days after the day you submit, and no more than{' '}
            {NEW_RELEASE_MAX_YEARS_AHEAD} years ahead. The days are used for review, delivery to {TOUR_CLAIMS.stores}{' '}
            stores and your pre-save campaign.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <h3 className="font-semibold text-fg">Transfer or re-release</h3>
          <p className="mt-2 text-3xl font-extrabold text-fg">Up to {TRANSFER_MAX_DAYS_AHEAD} days ahead</p>
          <p className="mt-2 text-fg-muted">
            Any day from today up to {TRANSFER_MAX_DAYS_AHEAD} days ahead. The original release date can be up to{' '}
            {ORIGINAL_RELEASE_MAX_YEARS_BACK} years back; stores show it as the date the music first came out.
          </p>
        </div>
      </div>
      <SubHeading>Plan your date</SubHeading>
      <RuleList
        kind="do"
        items={[
          'Leave three to four weeks if you want to pitch the song to playlists and radio before it is out.',
          'Share the pre-save link of your scheduled release, so fans save the song before release day.',
          'Release on a Friday: it is new-music day on most stores and playlists are refreshed then.',
          'Avoid dates when big film albums release, if you can; it is easier to be noticed on a quieter week.',
        ]}
      />
      <p className="mt-6 text-fg-muted">
        Most stores publish on the release date; a few can take a little longer. If you need to change the date of a
        release you have already submitted, write to us as early as possible.
      </p>
    </>
  );
}

function AgreementPanel() {
  return (
    <>
      <PanelHeading
        title="Agreement"
        lead={
          <p>
            Every release has its own distribution agreement. Signing it is the last step of the form, and nothing is
            sent to the stores before it is signed.
          </p>
        }
      />
      <SubHeading>What you agree to</SubHeading>
      <RuleList
        kind="do"
        items={[
          'You own or control all the rights in the recordings, the songs, the lyrics and the artwork, or have licences for them (cover songs and samples included).',
          `You allow ${B} to deliver the release to the stores you chose and to collect its royalties for you.`,
          'The information in the release is true, including the artists, credits and dates.',
          'You will not use bought or artificial streams; royalties from them are not payable.',
        ]}
      />
      <p className="mt-4 text-fg-muted">
        You keep ownership of your music, and you can ask us to take a release down at any time.
      </p>
      <SubHeading>How to sign</SubHeading>
      <ol className="grid list-decimal gap-2 pl-6 text-fg-muted marker:font-semibold marker:text-accent-soft">
        <li>Read the agreement shown at the end of the release form.</li>
        <li>Ask for the one-time password: we send a {OTP_LENGTH}-digit code to your verified email address.</li>
        <li>Enter the code to sign. The signed agreement is saved in your account.</li>
        <li>Your release goes to review; we email you when it is approved or if something needs fixing.</li>
      </ol>
    </>
  );
}

/** The content of each tab of the distribution guide. */
export const GUIDE_PANELS: Record<GuideTabId, () => ReactNode> = {
  release_details: ReleaseDetailsPanel,
  track_details: TrackDetailsPanel,
  art_work: ArtWorkPanel,
  scheduling: SchedulingPanel,
  agreement: AgreementPanel,
};
