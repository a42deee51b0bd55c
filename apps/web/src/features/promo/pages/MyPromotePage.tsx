import { Link } from 'react-router';
import { RADIO_STATIONS } from '@indiwave/domain/constants';
import { Crown } from 'lucide-react';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { isProActive, useNonProActionHandler } from '../../../lib/pro-gate.ts';
import { isArtistOrBand, useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { DashboardNav } from '../../../ui/DashboardNav.tsx';
import { useAssistantStatus, usePromoOverview, usePromoSongs } from '../api/promo-overview.ts';
import { AnimationTool } from '../components/AnimationTool.tsx';
import { AssistantTool } from '../components/AssistantTool.tsx';
import { PresaveTool } from '../components/PresaveTool.tsx';
import { RadioTool } from '../components/RadioTool.tsx';
import { ShareCardsTool } from '../components/ShareCardsTool.tsx';
import { ToolSection } from '../components/ToolSection.tsx';

/** /mydashboard/promote: the artist's promo tools, each with how often it was used. */
export default function MyPromotePage() {
  const user = useSessionUser();
  const isArtist = isArtistOrBand(user);
  const overview = usePromoOverview(isArtist);
  const songs = usePromoSongs(isArtist);
  const assistant = useAssistantStatus();
  const usage = overview.data?.usage;
  const handleNonPro = useNonProActionHandler();

  if (!isArtist) {
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <h1 className="text-3xl font-bold text-fg">Promo tools</h1>
        <p className="mt-3 text-fg-muted">Promo tools are for artists and bands.</p>
        <Link to="/settings" className={`${getButtonClass('primary', 'md')} mt-5`}>
          Upgrade to an artist profile
        </Link>
      </div>
    );
  }

  if (!isProActive(user)) {
    // The tools are Pro (issue 17): the page says what they do and offers Pro (or its renewal).
    return (
      <div className="mx-auto max-w-content px-4 py-8 md:px-8">
        <div className="mb-6">
          <DashboardNav />
        </div>
        <h1 className="text-3xl font-bold text-fg">Promo tools</h1>
        <section aria-labelledby="promo-locked" className="mt-6 rounded-2xl border border-border bg-surface p-6">
          <h2 id="promo-locked" className="flex items-center gap-2 text-xl font-bold text-fg">
            <Crown aria-hidden size={22} className="text-focus" /> {COMMERCE_MESSAGES.proOnlyTitle}
          </h2>
          <p className="mt-2 text-fg-muted">Promo animations, pre-save links, radio pitching to {RADIO_STATIONS} stations, share cards and the writing assistant come with Pro.</p>
          <button type="button" className={`${getButtonClass('primary', 'md')} mt-4`} onClick={() => handleNonPro('upload')}>
            {user?.isProMember === 2 ? COMMERCE_MESSAGES.renewNow : COMMERCE_MESSAGES.upgradeNow}
          </button>
        </section>
      </div>
    );
  }

  const list = songs.data?.results ?? [];
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      {/* The dashboard's own tabs: the promo tools are one of its sub-pages (issue 8). */}
      <div className="mb-6">
        <DashboardNav />
      </div>
      <h1 className="text-3xl font-bold text-fg">Promo tools</h1>
      <p className="mt-2 text-fg-muted">Turn every release into posts, pitches and pre-saves.</p>
      {songs.isPending ? (
        <p className="mt-6 text-fg-muted" role="status">
          Loading your music…
        </p>
      ) : list.length === 0 && (songs.data?.albums ?? []).length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-6">
          <p className="text-fg">Upload a song first: every tool works on your own music.</p>
          <Link to="/upload/song" className={`${getButtonClass('primary', 'md')} mt-4`}>
            Upload a song
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6">
          <ToolSection id="promo-animation" title="Promo animation" uses={usage?.animation} lead="A short video of your song for stories and feeds: artwork, title and a moving waveform.">
            <AnimationTool songs={list} />
          </ToolSection>
          <ToolSection id="promo-presave" title="Pre-save links" uses={usage?.presave} lead="A page for a scheduled release where fans leave their e-mail and hear from us on release day.">
            <PresaveTool songs={list} albums={songs.data?.albums ?? []} />
          </ToolSection>
          <ToolSection id="promo-radio" title="Radio pitching" uses={usage?.radio_pitch} lead={`Pitch a song to our ${RADIO_STATIONS} partner radio stations; each answers from its e-mail.`}>
            <RadioTool songs={list} />
          </ToolSection>
          <ToolSection id="promo-share" title="Share cards" uses={usage?.share_card} lead="Cards with your artwork for Instagram and Facebook, and your song's link and embed code.">
            <ShareCardsTool songs={list} />
          </ToolSection>
        </div>
      )}
      {/* The assistant needs no song (a bio, a caption), and shows only where it is configured. */}
      {assistant.data?.is_available && (
        <div className="mt-6">
          <ToolSection id="promo-assistant" title="Writing assistant" uses={usage?.assistant} lead="Drafts of your bio, a pitch, a caption or a press release from a few notes.">
            <AssistantTool keys={assistant.data.keys} />
          </ToolSection>
        </div>
      )}
    </div>
  );
}
