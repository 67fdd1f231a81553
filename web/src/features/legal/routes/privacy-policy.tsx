import { SITE_NAME, SUPPORT_EMAIL } from '@/config/site';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>
          You can use {SITE_NAME} without an account. We do not ask for your name, address or payment details to browse
          businesses, events, real estate, rentals or creators.
        </p>
        <p>
          Like most websites, our servers record technical information when you visit: your IP address, browser type,
          the pages you request and the time of the request.
        </p>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to show you the pages, searches and filters you ask for;</li>
        <li>to keep the site secure, prevent abuse and fix problems;</li>
        <li>to understand, in aggregate, which parts of the site are useful.</li>
      </ul>
    ),
  },
  {
    title: 'Favorites and Data Stored on Your Device',
    body: (
      <p>
        Businesses and creators you add to your favorites are saved in your browser's local storage on this device only.
        They are not sent to our servers. Clearing your browser data removes them.
      </p>
    ),
  },
  {
    title: 'Cookies and Similar Technologies',
    body: (
      <p>
        We do not use advertising or tracking cookies. The site may use strictly necessary storage (such as your
        favorites) to work as you expect.
      </p>
    ),
  },
  {
    title: 'Newsletter',
    body: (
      <>
        <p>
          When you enter your email address in the newsletter form, we keep that address, the time you asked and whether
          you have confirmed. We then send one mail with a confirmation link; nothing else is sent until you follow it,
          and we also record when you do. If you do not confirm within 48 hours, the address is deleted.
        </p>
        <p>
          We use the address only to send you the newsletter: a weekly digest of the weekend's events, new places and a
          creator to follow. For each digest we note that it was sent to you, so that no one gets it twice. Every mail
          has an unsubscribe link (and your mail app's own unsubscribe button works too). Unsubscribing deletes your
          address and those notes at once: we keep nothing about you afterwards, not even a record that you
          unsubscribed, so you only hear from us again if you subscribe and confirm again.
        </p>
      </>
    ),
  },
  {
    title: 'Embedded Content from Other Websites',
    body: (
      <p>
        Business videos are played through players from TikTok, YouTube, Instagram or Vimeo, loaded only when you open a
        video. Links such as “Get Directions”, ticket links and business websites take you to other sites. Those
        services have their own privacy policies and may collect data about you when you use them.
      </p>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <p>
        We do not sell or rent personal information. We share technical information, and newsletter addresses for
        delivering the mail, only with service providers who host and operate the site for us, or when the law requires
        it.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        Server logs are kept only as long as needed for security and troubleshooting, then deleted. Newsletter addresses
        are kept while you are subscribed, and deleted when you unsubscribe (or after 48 hours if never confirmed).
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        We use reasonable technical and organisational measures to protect the information we process. No method of
        transmission or storage is completely secure, so we cannot guarantee absolute security.
      </p>
    ),
  },
  {
    title: 'Your Choices and Rights',
    body: (
      <p>
        You can remove your favorites at any time on the Favorites page or by clearing your browser data. Depending on
        where you live, you may have rights to access or delete information about you; contact us to make a request.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        {SITE_NAME} is not directed to children under 13, and we do not knowingly collect personal information from
        them.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy and Contact',
    body: (
      <p>
        We may update this policy from time to time; the date at the top shows the latest version. Questions? Email us
        at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description={`How ${SITE_NAME} handles information when you use the site.`}
        canonicalPath={paths.privacyPolicy}
      />
      <LegalPage
        title="Privacy Policy"
        intro={<p>This policy explains what information {SITE_NAME} handles when you use our website, and why.</p>}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}

export default PrivacyPolicyRoute;
