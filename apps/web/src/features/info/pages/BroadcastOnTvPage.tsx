import { TOUR_CLAIMS } from '@indiwave/domain/constants';
import { BRAND, toProductPath } from '../../../lib/config.ts';
import { REGISTER_LINK } from '../account-links.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentSection } from '../components/ContentSection.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { StepList } from '../components/StepList.tsx';
import { TextLink } from '../components/TextLink.tsx';

const B = BRAND.name;

/** /artist/broadcast-on-{product}-tv: how artists pitch music videos to the TV channel. */
export default function BroadcastOnTvPage() {
  return (
    <>
      <PageHero
        eyebrow={`Broadcast on ${B} TV`}
        title="Put your music video on television"
        lead={
          <p>
            {B} TV puts independent music videos on screens in {TOUR_CLAIMS.households} households. Pitching your video
            is free: upload it, tell us it is ready for TV, and our programming team will watch it.
          </p>
        }
        actions={
          <>
            <ActionLink to="/upload/video">Pitch a video</ActionLink>
            <ActionLink to={toProductPath('/{product}-tv')} variant="secondary">
              Watch {B} TV
            </ActionLink>
          </>
        }
      />

      <ContentSection title="How it works">
        <StepList
          steps={[
            {
              title: 'Upload the video',
              text: 'Add your music video from its YouTube link, with its title, language, genre and mood.',
            },
            {
              title: 'Submit it to TV',
              text: 'Tick "Submit to TV", tell us whether the song is released, and attach the video\u2019s CBFC certificate.',
            },
            {
              title: 'Programming review',
              text: 'Our programming team watches every submission and checks it against the guidelines below.',
            },
            {
              title: 'On air',
              text: `When your video is scheduled, the ${B} Team tells you in your messages which programme and when, so you can tell your fans.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="What we look for" tone="raised">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-fg">Every video we air</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'Original music by you or your band, with all the rights to the song and the footage',
                  'A CBFC certificate (U or UA), which Indian television requires for music videos',
                  'At least 720p, ideally 1080p, in 16:9, with a mastered stereo mix',
                  'No watermarks, website addresses or social handles burned into the picture',
                  'No brand logos or products shown without the brand\u2019s permission',
                ]}
              />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-fg">What improves your chances</h3>
            <div className="mt-4">
              <CheckList
                items={[
                  'A strong first 15 seconds: viewers decide quickly',
                  'A story, a performance or a place that feels like you',
                  'Lyrics and visuals that suit a family audience',
                  'A complete e-Press Kit, so we can introduce you on air',
                  'Songs that are also out in the stores, so viewers can find them',
                ]}
              />
            </div>
          </div>
        </div>
      </ContentSection>

      <ContentSection
        title="Where your video can appear"
        intro={
          <p>
            Videos are placed in the programme that suits them: new releases, regional music, countdowns, artist
            spotlights and more. The <TextLink to="/programme-format">programme format</TextLink> describes each one.
          </p>
        }
      />

      <CallToAction
        title="Your video deserves a bigger screen"
        text={<p>Pitching is free for every artist and band on {B}.</p>}
        actions={
          <>
            <ActionLink to="/upload/video">Pitch a video</ActionLink>
            <ActionLink to={REGISTER_LINK} variant="secondary">
              Create an artist account
            </ActionLink>
          </>
        }
      />
    </>
  );
}
