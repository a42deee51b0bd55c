import { COOKIE_DAYS_DEFAULT, COOKIE_DAYS_OLDEPK } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import type { LegalText } from '../components/LegalDocument.tsx';

const B = BRAND.name;

/** /about/privacy-policy: what personal data the platform keeps, why, and the rights people have. */
export const PRIVACY_POLICY: LegalText = {
  title: 'Privacy Policy',
  updated: '1 November 2026',
  summary: `This policy explains what personal data ${B} collects, why, who we share it with, and the choices and rights you have under India\u2019s Digital Personal Data Protection Act, 2023. We collect what we need to run a music platform, we do not sell your data, and we do not show third-party advertising trackers.`,
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this covers',
      blocks: [
        `${B} Media ("${B}", "we") is the data fiduciary for the personal data processed through the ${B} website, apps, embeddable players and emails. This policy applies to artists, bands, listeners and visitors, and to people who contact us or apply to opportunities.`,
      ],
    },
    {
      id: 'what-you-give',
      heading: 'Information you give us',
      blocks: [
        {
          items: [
            'Account details: name or artist/band name, username, email address, mobile number (optional at sign-up), password, country, state and city, and the skills or interests you choose.',
            'Profile and e-Press Kit: profile and cover pictures, biography, genres, band members and their roles, social links, achievements and the preferences you set (for example, that you are open to gigs or collaborations).',
            'Your content: songs, albums, lyrics, videos, playlists, comments, reviews and messages.',
            'Distribution details: release metadata, the credits of composers, lyricists and producers, ISRC and UPC codes, and signed agreements.',
            'Payment and payout details: your bank account for royalty payments, and the record of your Pro purchases. Card and UPI payments are handled by our payment partner; we receive only the payment status and reference.',
            'Forms: what you write in the contact, report-abuse and opportunity application forms.',
          ],
        },
      ],
    },
    {
      id: 'automatic',
      heading: 'Information collected automatically',
      blocks: [
        'When you use the service we record your IP address, browser and device type, the pages you visit, and what you do: plays, claps, follows, shares, searches and clicks on banners. We use this to run features (for example, play counts, the clap total and the recently played queue), to produce the statistics artists see, to keep the service secure and to understand what to improve.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'We use a small number of first-party cookies and browser storage, and no third-party advertising cookies:',
        {
          items: [
            'Your sign-in token and player queue are kept in your browser\u2019s local storage, so you stay signed in and your music continues where you left it. Signing out clears them.',
            `A cookie remembers that you have seen the e-Press Kit introduction, for ${COOKIE_DAYS_OLDEPK} days.`,
            'A cookie remembers that you have seen or closed a promotional banner, until the end of that banner\u2019s campaign.',
            `Other preference cookies last ${COOKIE_DAYS_DEFAULT} days.`,
          ],
        },
        'You can clear cookies and local storage in your browser settings at any time; you will then need to sign in again.',
      ],
    },
    {
      id: 'robot-check',
      heading: 'Robot checks',
      blocks: [
        'To keep automated sign-ups and spam out of our forms, we use a robot check. By default it is ALTCHA, hosted on our own servers: your browser solves a small computing puzzle, and no cookies or tracking are involved. If we switch to Google reCAPTCHA, Google receives information about your device and interaction with the check, under Google\u2019s privacy policy.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      blocks: [
        {
          items: [
            'To create and run your account, verify your email and mobile number, and keep your account secure.',
            'To publish your profile, e-Press Kit and public content, and to deliver your releases to stores.',
            'To calculate and pay royalties, and to process Pro memberships.',
            `To run opportunities, ${B} TV submissions and brand campaigns you take part in.`,
            'To send service messages (codes, receipts, release status, replies from support) and, if you have not opted out, our newsletter.',
            'To recommend music and show banners relevant to your account type.',
            'To prevent fraud, spam, fake streams and abuse, and to comply with the law.',
          ],
        },
        'We process your data to provide the service you asked for, on the basis of your consent, and for the legitimate uses the law allows, such as security and legal compliance. You can withdraw consent at any time; this does not affect processing that already happened.',
      ],
    },
    {
      id: 'public',
      heading: 'What other people can see',
      blocks: [
        'Your profile name, username, pictures, city, genres, biography, public songs, videos and playlists, claps totals, followers and comments are public, and may appear in search engines and in share previews on social networks. Your email address, mobile number, bank details and private content are never shown publicly.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share information with',
      blocks: [
        {
          items: [
            'Stores and streaming services: your release metadata, artist names, credits and audio, so they can list your music.',
            'Brands and partners: when you apply to an opportunity, the partner sees your application, your profile and the songs or videos you submitted.',
            'Service providers who work for us under contract: hosting and storage, email and SMS delivery, payment processing. They may use the data only to provide their service to us.',
            'Authorities, when the law requires it, or to protect the rights and safety of our users and the public.',
          ],
        },
        'We do not sell your personal data.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep your data while your account is open. When you delete your account we delete or anonymise your personal data within 90 days, except what we must keep longer by law, such as payment and tax records (usually 8 years) and records of signed distribution agreements.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        'Under the Digital Personal Data Protection Act, 2023 you have the right to:',
        {
          items: [
            'get a summary of the personal data we process about you and who we have shared it with;',
            'have inaccurate or incomplete data corrected, and update it yourself in Settings;',
            'have your data erased when it is no longer needed, including by deleting your account from Settings;',
            'withdraw consent, for example by unsubscribing from the newsletter;',
            'nominate someone to exercise these rights on your behalf in case of death or incapacity;',
            'have your grievances addressed by our Grievance Officer, and, if you are not satisfied, complain to the Data Protection Board of India.',
          ],
        },
        {
          text: 'To use any of these rights, write to us with the subject "Privacy request"; we may ask you to confirm your identity first:',
          link: { label: 'send a privacy request', to: '/about/contact-us?subject=Privacy%20request' },
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'The service is not meant for children to use on their own. If you are under 18, you need the consent of a parent or legal guardian. We do not knowingly track children or target advertising at them. If you believe a child has given us data without consent, tell us and we will delete it.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Connections to the service are encrypted. Passwords are stored only as strong one-way hashes, sign-in tokens can be revoked and are renewed each time you sign in, and staff access to personal data is limited to those who need it. If a breach affects your data, we will inform you and the Data Protection Board as the law requires.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside India',
      blocks: [
        'Stores and some service providers are located outside India, so data needed to distribute your music or run the service may be processed in other countries, as permitted by Indian law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top. For important changes we also notify you by email or in the app before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Grievance Officer and contact',
      blocks: [
        'Questions, requests and complaints about privacy go to our Grievance Officer. We acknowledge them within 24 hours and resolve them within 15 days.',
        {
          text: 'Write to the Grievance Officer with the subject "Privacy request":',
          link: { label: 'open the contact form', to: '/about/contact-us?subject=Privacy%20request' },
        },
      ],
    },
  ],
};
