import { BRAND } from '../../../lib/config.ts';
import type { LegalText } from '../components/LegalDocument.tsx';

const B = BRAND.name;

/** /about/community-guidelines: what is and is not welcome on the platform, and what happens. */
export const COMMUNITY_GUIDELINES: LegalText = {
  title: 'Community Guidelines',
  updated: '1 November 2026',
  summary: `${B} is built for independent musicians and the people who listen to them. These guidelines keep it a place where original music gets heard, artists are treated fairly and everyone feels safe to share and comment. They apply to everything you upload, write and send here.`,
  sections: [
    {
      id: 'be-real',
      heading: 'Be who you say you are',
      blocks: [
        {
          items: [
            'Use the name you actually perform under. Do not pretend to be another artist, a label, a brand or a member of our team.',
            'Fan pages and tribute acts must say clearly that they are not the original artist.',
            'Keep your metadata honest: no other artists\u2019 names in your titles or tags to borrow their search traffic, no fake "feat." credits, no misleading genres.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Share only what you have the rights to',
      blocks: [
        'Upload music, videos, artwork and photos you made yourself or have permission to use. In particular:',
        {
          items: [
            'Cover versions need a licence for the song from its publisher before they are distributed to stores.',
            'Samples, loops and beats must be cleared or properly licensed. A beat bought online usually comes with a licence that says where and how much you may use it; keep it.',
            'Film songs, remixes and mashups of other people\u2019s recordings cannot be uploaded without the rights holders\u2019 permission.',
            'Artwork must not use photos, film stills, logos or illustrations you do not have the rights to.',
          ],
        },
        'Repeated copyright infringement leads to the closure of the account.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Play fair: no fake engagement',
      blocks: [
        'Plays, claps, follows and store streams only mean something if real people gave them. Do not use bots, scripts, streaming farms, paid "guaranteed streams" services, follow-for-follow or clap-exchange schemes, or multiple accounts to inflate numbers. This includes services that promise playlist placement for money.',
        'Artificial streams are detected by us and by the stores. They can lead to the removal of the release, the loss of the royalties involved and the closure of the account.',
      ],
    },
    {
      id: 'respect',
      heading: 'Respect people',
      blocks: [
        {
          items: [
            'No harassment, bullying, threats or intimidation, in public or in messages.',
            'No hate speech or content that attacks people for their caste, religion, ethnicity, nationality, region, language, gender, sexual orientation, disability or any other part of who they are.',
            'No sharing of someone\u2019s private information, such as their phone number or address, without their consent.',
            'Criticism of music is welcome; attacks on the person who made it are not.',
          ],
        },
      ],
    },
    {
      id: 'safe-content',
      heading: 'Keep content safe for a wide audience',
      blocks: [
        {
          items: [
            'No sexually explicit images or videos, and never any sexual content involving minors.',
            'No content that promotes violence, terrorism, self-harm or illegal drugs, or that shows real violence to shock people.',
            'Mark lyrics with strong language as explicit when you release them, so listeners and stores can filter them.',
            'Music videos submitted to TV must be suitable for broadcast and carry the certification required in India.',
          ],
        },
      ],
    },
    {
      id: 'conversations',
      heading: 'Comments, reviews and messages',
      blocks: [
        'Comments and reviews should be about the music, honest and useful. Do not post the same comment on many songs, advertise in comments, or review your own releases from another account.',
        'Messages are for genuine contact between artists, bands, listeners and partners. Do not send unsolicited promotion, chain messages or repeated messages to someone who has not replied. Unwanted contact of a sexual nature, especially towards minors, is reported to the authorities.',
      ],
    },
    {
      id: 'scams',
      heading: 'No scams',
      blocks: [
        `Do not run fake contests, sell "verified" badges or placement on ${B} programmes, collect payments for opportunities that are free, or send links that try to steal passwords. ${B} will never ask for your password or for a payment by message; official opportunities are only those published on the Opportunities page.`,
      ],
    },
    {
      id: 'opportunities',
      heading: 'Opportunities and TV submissions',
      blocks: [
        'Apply only with work that is yours and that fits the brief. Respect the deadline and the partner\u2019s decision. Submitting someone else\u2019s work, or reapplying with the same entry under another account, disqualifies the application.',
      ],
    },
    {
      id: 'reporting',
      heading: 'How to report a problem',
      blocks: [
        'If you see something that breaks these guidelines, open the item\u2019s menu and choose "Report Abuse". Pick the closest reason:',
        {
          items: [
            'Copyright Infringement',
            'Abusive Image',
            'Abusive Videos',
            'Abusive Lyrics',
            'Scam',
            'Harassment',
            'Spam',
            'Unwanted Contact by Adult',
            'Others',
          ],
        },
        'Reports are confidential: the person you report is not told who reported them. Our team reviews every report and acts as described below.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'What happens when guidelines are broken',
      blocks: [
        'Depending on how serious it is, we may remove the content, limit features such as messaging or applying to opportunities, take a release down from stores, or suspend or close the account. Where we can, we start with a warning and explain what went wrong. Serious breaches, such as fraud, sexual content involving minors, credible threats or repeated infringement, lead to immediate closure and, where required, a report to the authorities.',
      ],
    },
    {
      id: 'appeals',
      heading: 'Appeals',
      blocks: [
        'If you think we made a mistake, tell us the link to the content or profile and why you think it should be restored. A different member of the team reviews every appeal.',
        {
          text: 'Send an appeal through the contact form:',
          link: { label: 'appeal a decision', to: '/about/contact-us?subject=Appeal' },
        },
      ],
    },
  ],
};
