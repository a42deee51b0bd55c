/** A demo person: who they are, where they live, what they play. Ids are looked up at seed time. */
export type DemoPerson = {
  slug: string;
  email: string;
  type: 'Artist' | 'Band' | 'Listener';
  firstName: string;
  lastName: string;
  /** Bands only: the name shown on the profile. */
  bandName?: string;
  bio: string;
  /** Where they live, by ISO codes of country and state and the city's name in country-state-city. */
  place: { country: string; state: string; city: string };
  /** Genre names of reference-lists.ts. */
  genres: string[];
  /** Artist category names of reference-lists.ts; 'Band' makes a band (spec 1 §3.1). */
  categories: string[];
  /** The two colours of the generated profile picture's gradient. */
  colors: [string, string];
};

/**
 * The demo people of a fresh install: invented Indian independent musicians and listeners, so
 * there is someone to follow and attach music to. Not real people; any likeness is chance.
 */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    slug: 'asha-menon',
    email: 'asha@demo.indiwave.local',
    type: 'Artist',
    firstName: 'Asha',
    lastName: 'Menon',
    bio: 'Singer-songwriter from Bengaluru writing quiet, late-night songs in English and Malayalam. Fingerstyle guitar, a loop pedal and too many notebooks. Playing small rooms across South India and recording her first EP at home.',
    place: { country: 'IN', state: 'KA', city: 'Bengaluru' },
    genres: ['Indie Pop', 'Acoustic', 'Folk'],
    categories: ['Singer', 'Songwriter'],
    colors: ['#ff7a59', '#8e2de2'],
  },
  {
    slug: 'kabir-sethi',
    email: 'kabir@demo.indiwave.local',
    type: 'Artist',
    firstName: 'Kabir',
    lastName: 'Sethi',
    bio: 'Mumbai producer making lo-fi and downtempo beats out of field recordings: local trains, monsoon rain, the chai stall below the studio. Open to collaborations with vocalists and to scoring short films.',
    place: { country: 'IN', state: 'MH', city: 'Mumbai' },
    genres: ['Lo-fi', 'Electronic', 'Ambient'],
    categories: ['Music Producer', 'Beatmaker'],
    colors: ['#00b4db', '#0f3057'],
  },
  {
    slug: 'ribha-lyngdoh',
    email: 'ribha@demo.indiwave.local',
    type: 'Artist',
    firstName: 'Ribha',
    lastName: 'Lyngdoh',
    bio: "Blues guitarist and singer from Shillong, raised on her father's vinyl and Sunday church choirs. Writes in English and Khasi, and teaches guitar to kids in the neighbourhood on weekends.",
    place: { country: 'IN', state: 'ML', city: 'Shillong' },
    genres: ['Blues', 'Indie Rock', 'Folk'],
    categories: ['Singer', 'Instrumentalist'],
    colors: ['#f7971e', '#c0392b'],
  },
  {
    slug: 'ishaan-sen',
    email: 'ishaan@demo.indiwave.local',
    type: 'Artist',
    firstName: 'Ishaan',
    lastName: 'Sen',
    bio: 'Kolkata rapper and lyricist mixing Bengali and English verses over boom-bap and baul samples. Stories from the para, the tram lines and the Hooghly. Two mixtapes out, a third on the way.',
    place: { country: 'IN', state: 'WB', city: 'Kolkata' },
    genres: ['Hip Hop', 'Rap', 'Fusion'],
    categories: ['Rapper', 'Lyricist'],
    colors: ['#11998e', '#1d2671'],
  },
  {
    slug: 'monsoon-theory',
    email: 'monsoontheory@demo.indiwave.local',
    type: 'Band',
    firstName: 'Monsoon',
    lastName: 'Theory',
    bandName: 'Monsoon Theory',
    bio: 'Four-piece alternative rock band from Pune: two guitars, loud drums and choruses built for college fests. Formed in a hostel jam room in 2019; now touring the Deccan club circuit with a debut album in the works.',
    place: { country: 'IN', state: 'MH', city: 'Pune' },
    genres: ['Indie Rock', 'Alternative', 'Rock'],
    categories: ['Band'],
    colors: ['#5f2c82', '#49a09d'],
  },
  {
    slug: 'dhoop-chhaon',
    email: 'dhoopchhaon@demo.indiwave.local',
    type: 'Band',
    firstName: 'Dhoop',
    lastName: 'Chhaon',
    bandName: 'Dhoop Chhaon',
    bio: 'Delhi Sufi-folk collective: harmonium, dholak, electric bass and three voices. They set Bulleh Shah and Kabir to new melodies and play long, joyful sets at mehfils, festivals and the odd wedding.',
    place: { country: 'IN', state: 'DL', city: 'New Delhi' },
    genres: ['Sufi', 'Fusion', 'Folk'],
    categories: ['Band', 'Composer'],
    colors: ['#f2994a', '#6a3093'],
  },
  {
    slug: 'meera-kulkarni',
    email: 'meera@demo.indiwave.local',
    type: 'Listener',
    firstName: 'Meera',
    lastName: 'Kulkarni',
    bio: 'Architect by day, gig-goer by night. Always hunting for the next indie band to see live in Pune.',
    place: { country: 'IN', state: 'MH', city: 'Pune' },
    genres: ['Indie Rock', 'Indie Pop'],
    categories: [],
    colors: ['#ee0979', '#ff6a00'],
  },
  {
    slug: 'rohan-das',
    email: 'rohan@demo.indiwave.local',
    type: 'Listener',
    firstName: 'Rohan',
    lastName: 'Das',
    bio: 'College student in Guwahati. Makes playlists for every bus ride and swears by Northeast rock.',
    place: { country: 'IN', state: 'AS', city: 'Guwahati' },
    genres: ['Rock', 'Blues', 'Hip Hop'],
    categories: [],
    colors: ['#2193b0', '#6dd5ed'],
  },
  {
    slug: 'tanvi-shah',
    email: 'tanvi@demo.indiwave.local',
    type: 'Listener',
    firstName: 'Tanvi',
    lastName: 'Shah',
    bio: 'Ahmedabad-based classical dancer who listens to everything from Carnatic kritis to lo-fi study beats.',
    place: { country: 'IN', state: 'GJ', city: 'Ahmedabad' },
    genres: ['Carnatic Classical', 'Lo-fi', 'Sufi'],
    categories: [],
    colors: ['#c471f5', '#fa71cd'],
  },
];
