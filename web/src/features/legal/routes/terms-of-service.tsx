import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME, SUPPORT_EMAIL } from '@/config/site';
import { PageMeta } from '@/components/seo/page-meta';
import { LegalPage, type LegalSection } from '../components/legal-page';

export const MATERIAL_CHANGE_NOTICE_DAYS = 30;

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>By using {SITE_NAME} you agree to these Terms of Service. If you do not agree, please do not use the site.</p>
    ),
  },
  {
    title: 'About the Service',
    body: (
      <p>
        {SITE_NAME} is a city guide for Tampa Bay: a business directory, events, real estate and short-term rental
        listings, creator recommendations and short business videos.
      </p>
    ),
  },
  {
    title: 'Eligibility',
    body: <p>You must be at least 13 years old to use the site.</p>,
  },
  {
    title: 'Acceptable Use',
    body: (
      <ul>
        <li>
          Do not misuse the site, interfere with its operation or try to access it by means other than its interface.
        </li>
        <li>Do not scrape, copy or resell listings in bulk without our written permission.</li>
        <li>Do not use the site for anything unlawful, misleading or harmful.</li>
      </ul>
    ),
  },
  {
    title: 'Listings and Information',
    body: (
      <p>
        Business details, opening hours, event times and prices, and property prices and availability can change. We
        work to keep them accurate but cannot guarantee it. Please confirm important details with the business, event
        organiser or agent before you rely on them.
      </p>
    ),
  },
  {
    title: 'Creator Recommendations and Videos',
    body: (
      <p>
        Recommendations, ratings and videos reflect the opinions of the creators and businesses who made them, not those
        of {SITE_NAME}. Videos are played from their original platforms under those platforms' terms.
      </p>
    ),
  },
  {
    title: 'Third-Party Sites',
    body: (
      <p>
        Links to ticket sellers, business websites, maps and video platforms lead to sites we do not control. Your use
        of them is governed by their own terms and policies.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The site's design, text and software belong to {SITE_NAME} or its licensors. Business names, logos, photos and
        videos belong to their respective owners.
      </p>
    ),
  },
  {
    title: 'Submissions',
    body: (
      <p>
        If you send us content (for example a video link for a business), you confirm you have the right to share it and
        allow us to display it on the site. We may review, decline or remove any submission.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        The site is provided “as is” and “as available”, without warranties of any kind, to the fullest extent the law
        allows.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, {SITE_NAME} is not liable for indirect, incidental or consequential
        damages arising from your use of the site or of any business, event or property listed on it.
      </p>
    ),
  },
  {
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify {SITE_NAME} against claims arising from your misuse of the site or your breach of these
        terms.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any
        dispute will be resolved in the state or federal courts located in Hillsborough County, Florida.
      </p>
    ),
  },
  {
    title: 'Changes to These Terms and Contact',
    body: (
      <p>
        We may update these terms. For material changes we will give at least {MATERIAL_CHANGE_NOTICE_DAYS} days notice
        on the site before they take effect. Questions? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
        read our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsOfServiceRoute() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description={`The terms for using ${SITE_NAME}, governed by Florida law.`}
        canonicalPath={paths.termsOfService}
      />
      <LegalPage
        title="Terms of Service"
        intro={<p>Please read these terms carefully before using {SITE_NAME}.</p>}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}

export default TermsOfServiceRoute;
