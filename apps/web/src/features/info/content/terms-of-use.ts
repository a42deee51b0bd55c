import { CLAP_MAX } from '@indiwave/domain/constants';
import { BRAND } from '../../../lib/config.ts';
import type { LegalText } from '../components/LegalDocument.tsx';
import { PRO_PRICES } from './pro-price.ts';

const B = BRAND.name;

/** /about/terms-of-use: the agreement between the platform and the people who use it. */
export const TERMS_OF_USE: LegalText = {
  title: 'Terms of Use',
  updated: '1 November 2026',
  summary: `These terms are the agreement between you and ${B} when you use our website, apps and services. In short: you keep the rights to your music, you give us permission to host and promote it, you only upload what you have the right to, and you play fair.`,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        `${B} is a music and video network for independent artists, bands and listeners, operated by ${B} Media ("${B}", "we", "us"). By creating an account or using ${B} you accept these Terms of Use, our Privacy Policy and our Community Guidelines. If you do not agree, please do not use the service.`,
        'Some services have their own terms that add to these, such as the agreement you sign for each release you distribute, the brief of an opportunity you apply to, and partner offers in Pro Perks. Where they conflict with these terms, the more specific terms apply to that service.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        'You must be 18 or older to create an account, or use the service with the consent and supervision of a parent or legal guardian who accepts these terms for you.',
        {
          items: [
            'Give accurate information when you register and keep it up to date, especially your email address and mobile number.',
            'Keep your password private. You are responsible for what happens in your account; tell us at once if you think someone else has used it.',
            'One person or group per account. Artist and band names must be names you actually perform under, not the name of another artist or brand.',
            'You may close your account at any time from Settings. Releases already delivered to stores are taken down as described in the Distribution section.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content and the licence you give us',
      blocks: [
        'You keep ownership of everything you upload: songs, recordings, lyrics, videos, artwork, photos, text and comments ("your content").',
        `So that we can run the service, you give ${B} a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, stream, display, transcode and make your public content available on ${B} and in its embeddable players and share cards, and to use short excerpts, your artist name and your images to promote your content and ${B}. This licence ends when you delete the content or your account, except for copies that others have already shared or embedded, copies kept in backups for a limited time, and where the law requires us to keep them.`,
        'Content you mark private is visible only to you; it is not shown to other users or included in search.',
        'You promise that you own or control all the rights needed for your content, including the recording, the composition and lyrics, samples, beats, artwork, and the consent of everyone who appears in it, and that using it on the service does not infringe anyone\u2019s rights.',
      ],
    },
    {
      id: 'distribution',
      heading: 'Distribution to stores',
      blocks: [
        `Distribution to stores is available to artists and bands with an active Pro membership. For each release you sign a distribution agreement with a one-time password; it authorises ${B} to deliver that release to the stores and services you choose and to collect the royalties it earns on your behalf.`,
        {
          items: [
            'Every release is reviewed before delivery. We may ask you to fix metadata, audio or artwork, or decline a release that breaks these terms, the Community Guidelines or a store\u2019s own content policy.',
            'Stores decide independently whether and how they list a release. We cannot guarantee placement, playlisting or a go-live time in any store.',
            'Earnings are shown in your revenue report as stores report them, and are paid to the bank account you add in Settings, less any taxes we are required to deduct.',
            'Earnings from artificial or fraudulent streams are not payable. Stores may withhold them, and we may remove the release involved.',
            'You can ask us to take a release down at any time. Stores usually remove it within a few days; some take longer.',
          ],
        },
      ],
    },
    {
      id: 'pro',
      heading: 'Pro membership and payments',
      blocks: [
        `Pro is a yearly membership, currently ${PRO_PRICES.price}/Year (list price ${PRO_PRICES.listPrice}/Year). Renewals get ${PRO_PRICES.renewalDiscount} off. Prices are in Indian rupees and include applicable taxes unless stated otherwise. Payments are processed by our payment partner; we never see or store your full card details.`,
        'Your membership starts when the payment is confirmed and lasts one year. We remind you before it expires; it does not renew without your action. Because Pro benefits are available immediately, fees are not refundable once the membership has started, except where the law requires it or where we fail to provide the service you paid for.',
        'Coupon codes and offers in Pro Perks are provided by their partners, under the partners\u2019 own conditions.',
      ],
    },
    {
      id: 'opportunities',
      heading: 'Opportunities, brand campaigns and TV',
      blocks: [
        'Opportunities are briefs from brands and partners. Each brief sets its own eligibility, deadline, selection criteria and rewards, and applying means you accept them. Selection is made by the partner, with our team, and submitting does not guarantee selection.',
        `Submitting a video to ${B} TV gives us permission to review it and, if it is selected, to broadcast it in our programmes and their promotion, in full or in part. Selection and scheduling are at the discretion of our programming team. You are responsible for the video\u2019s certification where broadcast law requires it.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'What you must not do',
      blocks: [
        {
          items: [
            'Upload or distribute content you do not have the rights to, or content that breaks the Community Guidelines.',
            `Inflate plays, claps (beyond the ${CLAP_MAX} a listener can give a song), follows, views or store streams with bots, scripts, paid services, streaming farms or exchange schemes.`,
            'Impersonate another person, artist or brand, or mislead people about who you are.',
            'Send spam, unsolicited promotion or scams through messages, comments or reviews.',
            'Scrape the service, access it by automated means other than our public embeds and share links, or try to get around our security or robot checks.',
            'Upload malware, or interfere with the service or with other people\u2019s use of it.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Copyright complaints and grievances',
      blocks: [
        'If you believe content on the service infringes your rights or breaks the law, use "Report Abuse" on the item or write to our Grievance Officer through the contact form. Tell us who you are, which content you mean, and why.',
        'As required by the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, we acknowledge complaints within 24 hours and resolve them within 15 days. We may remove or disable content while we look into a complaint, and we tell the uploader why.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and termination',
      blocks: [
        'We may remove content, limit features, or suspend or close an account that breaks these terms, that puts other users or partners at risk, or where the law requires it. Where we can, we warn you first and tell you how to appeal. Serious or repeated breaches, such as fraud or repeated copyright infringement, can lead to immediate closure.',
        'You can stop using the service at any time. Sections that by their nature should continue, such as the licence for content already shared, payment of earned royalties, and limits of liability, survive the end of your account.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        'We work hard to keep the service available and correct, but it is provided "as is". We do not promise that it will be uninterrupted or error-free, or that any release, opportunity or broadcast will bring a particular result.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or opportunities, and our total liability to you for any claim is limited to the fees you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms as the service changes or the law requires. For important changes we notify you by email or in the app at least 15 days before they take effect. If you keep using the service after that, the new terms apply; if you do not agree, you can close your account.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of India. If a dispute arises, please write to us first; most problems are solved quickly that way. Disputes that cannot be resolved are subject to the exclusive jurisdiction of the courts in Mumbai, Maharashtra.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          text: 'Questions about these terms, complaints and grievances reach us, and our Grievance Officer, through the contact form. Please include the email address of your account so we can find it:',
          link: { label: 'contact us', to: '/about/contact-us?subject=Terms%20of%20Use' },
        },
      ],
    },
  ],
};
