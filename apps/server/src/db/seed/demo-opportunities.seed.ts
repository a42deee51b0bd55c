import type { Logger } from 'pino';
import type { OpportunityMedia } from '@indiwave/domain/constants';
import { toReminderTime } from '@indiwave/domain/rules/opportunity-rules';
import { toSlug } from '@indiwave/domain/rules/slug';
import { OPPORTUNITY_JOBS } from '../../modules/opportunities/opportunities.service.ts';
import type { Database } from '../database.ts';
import { createDemoOpportunitiesRepository } from './demo-opportunities.repository.ts';
import { DEMO_STAFF } from './demo-staff.seed.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A demo brief; its dates are days from the moment of seeding (negative: in the past). */
type DemoBrief = {
  title: string;
  brand: string;
  category: number;
  summary: string;
  brief: string;
  requirements: string[];
  reward: string;
  accepts: OpportunityMedia;
  maxEntries: number;
  opensIn: number;
  closesIn: number;
  resultsIn: number;
};

/**
 * Invented brands and briefs of the kinds an independent artist in India meets: brand
 * campaigns, festival slots, licensing, contests and label pitches. Not real companies.
 */
const DEMO_BRIEFS: DemoBrief[] = [
  {
    title: 'Monsoon Anthem for Chaiwala & Co.',
    brand: 'Chaiwala & Co.',
    category: 2,
    summary: 'Write the 60-second song of our monsoon campaign: rain, a window seat and the first cup of chai.',
    brief:
      'Chaiwala & Co. has served cutting chai at railway stations since 1986, and this monsoon we are telling our story on Instagram, YouTube and in 40 cinemas.\n\nWe are looking for an original song that feels like the first rain: warm, a little nostalgic, never gloomy. Hindi, English or a mix; acoustic or electronic, as long as it feels handmade.\n\nThe winning artist records a 60-second and a 30-second cut with our producer in Mumbai (travel paid) and appears in the film.',
    requirements: ['An original song you wrote and own, released or unreleased', 'Hindi, English or a mix of both', 'No samples you have not cleared', 'Available for a one-day shoot in Mumbai next month'],
    reward: '₹75,000, a studio day in Mumbai and your song in our monsoon film',
    accepts: 'songs',
    maxEntries: 2,
    opensIn: -5,
    closesIn: 12,
    resultsIn: 26,
  },
  {
    title: 'Ride Jingle for Zipp Bike Taxis',
    brand: 'Zipp Rides',
    category: 2,
    summary: 'A 15-second sonic logo and a 30-second jingle for India’s fastest-growing bike taxi app.',
    brief:
      'Zipp Rides moves two million people a week through traffic in 14 cities. We want a sound people hum at the signal: short, catchy, a little cheeky.\n\nSend us a song or beat that shows what you would do with a brief like this. The shortlisted artists get a paid brief to write the jingle itself.',
    requirements: ['Upbeat, under 3 minutes', 'Any language; instrumentals welcome', 'You can deliver stems within two weeks'],
    reward: '₹40,000 for the jingle, ₹5,000 for each shortlisted demo',
    accepts: 'songs',
    maxEntries: 3,
    opensIn: -10,
    closesIn: 1.5,
    resultsIn: 10,
  },
  {
    title: 'Opening Slot at Dusk to Dawn Festival, Goa',
    brand: 'Dusk to Dawn Festival',
    category: 1,
    summary: 'Open the sunset stage for 40 minutes in front of 5,000 people on the beach at Morjim.',
    brief:
      'Dusk to Dawn is three days of independent music on the beach in North Goa. Every year one stage opens with an artist we found through an open call.\n\nShow us a live performance: a gig video, a studio session or a rehearsal filmed on a phone. We care about how you hold a crowd more than about production.',
    requirements: ['A live performance video (not a studio-only music video)', 'A 40-minute set of mostly original songs', 'Free on the festival weekend in December'],
    reward: '₹60,000 fee, travel and stay for up to 5 band members',
    accepts: 'videos',
    maxEntries: 2,
    opensIn: -3,
    closesIn: 20,
    resultsIn: 35,
  },
  {
    title: 'Score a Travel Web Series for Wanderlust Studios',
    brand: 'Wanderlust Studios',
    category: 3,
    summary: 'License three tracks for season two of “Roads Less Taken”, a travel series across the Northeast.',
    brief:
      'Season two of “Roads Less Taken” follows two friends on motorbikes from Guwahati to Tawang. We license existing independent music for the journey scenes and the end credits.\n\nWe are after folk, acoustic and post-rock songs with space in them: music that lets the landscape speak.',
    requirements: ['Songs you own completely (master and publishing)', 'Instrumental versions available, or easy to make', 'Non-exclusive licence for five years, worldwide streaming'],
    reward: '₹25,000 per track licensed, with on-screen credit',
    accepts: 'songs',
    maxEntries: 3,
    opensIn: -8,
    closesIn: 9,
    resultsIn: 21,
  },
  {
    title: 'Bedroom Producer Beat Challenge',
    brand: 'SoundForge Audio',
    category: 4,
    summary: 'Make the best beat from your bedroom. Judged by producers who started the same way.',
    brief:
      'SoundForge makes audio interfaces for people who record where they live. Send us one beat made at home: lo-fi, hip hop, electronic, anything with a pulse.\n\nA panel of three producers picks a winner and two runners-up; all three are featured on our channels.',
    requirements: ['One instrumental track, made by you', 'Under 4 minutes', 'Tell us in your note what you made it with'],
    reward: 'A SoundForge studio bundle worth ₹90,000 and a feature on our channels',
    accepts: 'songs',
    maxEntries: 1,
    opensIn: -12,
    closesIn: 5,
    resultsIn: 14,
  },
  {
    title: 'Indie Sundays Playlist Pitch',
    brand: 'Chai & Chords Records',
    category: 5,
    summary: 'Our editors listen to every pitch for the Indie Sundays playlist and the label’s singles deal.',
    brief:
      'Indie Sundays is a weekly playlist of new Indian independent music, with 180,000 followers across streaming services. Each week our editors add eight songs from open pitches.\n\nEvery song gets listened to, and every artist hears back with a reason.',
    requirements: ['A released song, or one releasing within four weeks', 'Available on the major streaming services'],
    reward: 'A place on Indie Sundays; the best pitch of the month is offered a singles deal',
    accepts: 'songs',
    maxEntries: 2,
    opensIn: -2,
    closesIn: 15,
    resultsIn: 22,
  },
  {
    title: 'Festival of Lights Campaign for Deepak Lamps',
    brand: 'Deepak Lamps',
    category: 2,
    summary: 'A Diwali song about coming home. Applications open next week.',
    brief:
      'Deepak Lamps has lit Indian homes for three generations. This Diwali we are telling the story of a daughter coming home after her first year away, and we want an independent artist to score it.\n\nApplications open next week; ask us to tell you the day they do.',
    requirements: ['An original song, any language', 'Warm, hopeful, no festival clichés'],
    reward: '₹1,00,000 and your song in our Diwali film',
    accepts: 'songs',
    maxEntries: 2,
    opensIn: 6,
    closesIn: 25,
    resultsIn: 40,
  },
];

/** The closed brief whose winners the demo announces. */
const DEMO_DONE: DemoBrief = {
  title: 'Independence Day Anthem for Tiranga Telecom',
  brand: 'Tiranga Telecom',
  category: 2,
  summary: 'A new anthem for the 15th of August, for a country that is young and loud.',
  brief:
    'Tiranga Telecom wanted a song for Independence Day that sounds like the India of today: many languages, many cities, one chorus.\n\nThank you to everyone who applied. The winner recorded the anthem with our team, and it played across our network on the day.',
  requirements: ['An original song', 'Any Indian language'],
  reward: '₹1,50,000 and a national TV and digital campaign',
  accepts: 'songs',
  maxEntries: 2,
  opensIn: -45,
  closesIn: -12,
  resultsIn: -4,
};

/**
 * Seeds the demo opportunities once (when there are none): open briefs in every category with
 * deadlines from a day and a half to three weeks ahead, one opening next week, and one decided
 * with its winner announced. Asha has applied to the monsoon brief and saved the jingle; the
 * dates' jobs are queued as publishing them would queue them.
 */
export async function seedDemoOpportunities(db: Database, logger: Logger): Promise<void> {
  const repository = createDemoOpportunitiesRepository(db);
  if (await repository.hasOpportunities()) return;
  const users = await repository.findDemoUserIds();
  const staffId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.email).executeTakeFirst())?.id ?? null;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const nowIso = new Date(now).toISOString();

  const insertBrief = async (brief: DemoBrief) => {
    const id = await repository.insertOpportunity({
      slug: toSlug(brief.title),
      title: brief.title,
      brand_name: brief.brand,
      category_id: brief.category,
      summary: brief.summary,
      brief: brief.brief,
      requirements: JSON.stringify(brief.requirements),
      reward: brief.reward,
      image_key: null,
      accepts: brief.accepts,
      max_entries: brief.maxEntries,
      is_pro_only: 0,
      opens_at: at(brief.opensIn),
      closes_at: at(brief.closesIn),
      results_at: at(brief.resultsIn),
      created_by: staffId,
      created_at: at(Math.min(brief.opensIn, 0) - 1),
      updated_at: nowIso,
    });
    if (brief.resultsIn > 0) {
      const reminder = toReminderTime(at(brief.closesIn));
      if (brief.closesIn > 0) await repository.insertJob(OPPORTUNITY_JOBS.reminder, { opportunityId: id }, new Date(Math.max(reminder.getTime(), now)).toISOString(), nowIso);
      await repository.insertJob(OPPORTUNITY_JOBS.results, { opportunityId: id }, at(brief.resultsIn), nowIso);
      if (brief.opensIn > 0) await repository.insertJob(OPPORTUNITY_JOBS.opened, { opportunityId: id }, at(brief.opensIn), nowIso);
    }
    return id;
  };

  const ids = new Map<string, number>();
  for (const brief of DEMO_BRIEFS) ids.set(brief.title, await insertBrief(brief));

  // The decided brief: Monsoon Theory won, Dhoop Chhaon was shortlisted and not chosen, Ishaan heard why not.
  const doneId = await insertBrief(DEMO_DONE);
  const firstSongOf = async (slug: string) => {
    const userId = users.get(slug);
    return userId ? { userId, songIds: (await repository.listReadySongIds(userId)).slice(0, 1).map((row) => row.id) } : null;
  };
  const decided = [
    { slug: 'monsoon-theory', status: 'won', reason: null, path: ['applied', 'shortlisted', 'won'], note: 'A chorus for a stadium full of college kids.' },
    { slug: 'dhoop-chhaon', status: 'not_selected', reason: 'strong_competition', path: ['applied', 'shortlisted', 'not_selected'], note: 'Bulleh Shah for the 15th of August.' },
    { slug: 'ishaan-sen', status: 'not_selected', reason: 'not_a_fit', path: ['applied', 'not_selected'], note: 'Bengali verses over a marching beat.' },
  ];
  for (const entry of decided) {
    const artist = await firstSongOf(entry.slug);
    if (!artist?.songIds.length) continue;
    await repository.insertApplication({
      opportunityId: doneId,
      userId: artist.userId,
      status: entry.status,
      note: entry.note,
      reasonCode: entry.reason,
      decidedBy: staffId,
      moves: entry.path.map((status, index) => ({ status, at: at(DEMO_DONE.opensIn + 10 + index * 12), actorId: index === 0 ? artist.userId : staffId })),
      songIds: artist.songIds,
    });
  }

  // Asha's side: applied to the monsoon brief, saved the jingle that closes soon.
  const asha = users.get('asha-menon');
  const ashaSongs = asha ? (await repository.listReadySongIds(asha)).slice(0, 1).map((row) => row.id) : [];
  const monsoon = ids.get(DEMO_BRIEFS[0].title);
  if (asha && monsoon && ashaSongs.length) {
    await repository.insertApplication({ opportunityId: monsoon, userId: asha, status: 'applied', note: 'Written on the first rainy night of June, on a balcony in Indiranagar.', reasonCode: null, decidedBy: null, moves: [{ status: 'applied', at: at(-1), actorId: asha }], songIds: ashaSongs });
  }
  const jingle = ids.get(DEMO_BRIEFS[1].title);
  if (asha && jingle) await repository.insertSave(jingle, asha, at(-2));
  logger.info({ opportunities: DEMO_BRIEFS.length + 1 }, 'demo opportunities seeded');
}
