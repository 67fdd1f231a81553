import mjml2html from 'mjml';
import { siteUrl } from '../../../core/env/site';
import { preEncodedPart, type RawPart } from '../../../core/mail/pre-encoded-part';
import type { DigestContent } from './content';

/**
 * The weekly digest's HTML (an MJML template, compiled to the tables and inline styles
 * mail clients read) and its plain text, made once a run: the only part of a subscriber's
 * own is the unsubscribe link, put in place of UNSUBSCRIBE_LINK in each copy.
 */
export const UNSUBSCRIBE_LINK = '%%unsubscribe-link%%';

export type RenderedDigest = { subject: string; html: string; text: string };

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const NAVY = '#0b1f33';
const LINK = '#0b5cad';

function mjmlOf(content: DigestContent): string {
  const site = siteUrl();
  const section = (title: string, body: string) => `
    <mj-section padding="8px 24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700" color="${NAVY}" padding-bottom="4px">${escape(title)}</mj-text>
        ${body}
      </mj-column>
    </mj-section>`;
  const events =
    content.events.length === 0
      ? `<mj-text>Nothing on the calendar yet for this weekend. <a href="${escape(`${site}/events`)}" style="color:${LINK}">See what's coming up</a>.</mj-text>`
      : content.events
          .map(
            (event) => `<mj-text padding-bottom="10px">
          <a href="${escape(event.url)}" style="color:${LINK};font-weight:700;font-size:16px">${escape(event.name)}</a><br />
          ${escape(event.when)}${event.where ? ` · ${escape(event.where)}` : ''}<br />
          ${escape(event.kind)} · ${escape(event.price)}
        </mj-text>`,
          )
          .join('\n');
  const businesses = content.businesses
    .map(
      (business) => `<mj-text padding-bottom="6px">
          <a href="${escape(business.url)}" style="color:${LINK};font-weight:700">${escape(business.name)}</a>${
            business.what ? ` · ${escape(business.what)}` : ''
          }
        </mj-text>`,
    )
    .join('\n');
  const creator = content.creator
    ? `<mj-text>
          <a href="${escape(content.creator.url)}" style="color:${LINK};font-weight:700">${escape(content.creator.name)}</a>
          (${escape(content.creator.handle)}) · ${escape(content.creator.niche)}
        </mj-text>`
    : '';
  return `<mjml>
  <mj-head>
    <mj-title>This weekend in Tampa Bay: ${escape(content.weekend)}</mj-title>
    <mj-preview>${escape(
      content.events
        .slice(0, 3)
        .map((event) => event.name)
        .join(' · ') || 'This week in Tampa Bay',
    )}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2937" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="${NAVY}" padding="20px 24px">
      <mj-column>
        <mj-text font-size="24px" font-weight="700" color="#ffffff">Tampa Local</mj-text>
        <mj-text color="#e5e7eb" padding-top="0">This weekend in Tampa Bay: ${escape(content.weekend)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper background-color="#ffffff" padding="8px 0">
      ${section("This weekend's events", events)}
      ${content.businesses.length > 0 ? section('New in the guide', businesses) : ''}
      ${creator ? section('Creator of the week', creator) : ''}
    </mj-wrapper>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#4b5563">
          You get this mail because this address was entered in the Tampa Local newsletter form.
          <a href="${UNSUBSCRIBE_LINK}" style="color:${LINK}">Unsubscribe</a>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(content: DigestContent): string {
  const lines = [`This weekend in Tampa Bay: ${content.weekend}`, '', "THIS WEEKEND'S EVENTS", ''];
  if (content.events.length === 0) lines.push(`Nothing on the calendar yet for this weekend: ${siteUrl()}/events`, '');
  for (const event of content.events) {
    lines.push(event.name, `${event.when}${event.where ? ` · ${event.where}` : ''}`, `${event.kind} · ${event.price}`);
    lines.push(event.url, '');
  }
  if (content.businesses.length > 0) {
    lines.push('NEW IN THE GUIDE', '');
    for (const business of content.businesses) {
      lines.push(`${business.name}${business.what ? ` · ${business.what}` : ''}`, business.url, '');
    }
  }
  if (content.creator) {
    lines.push('CREATOR OF THE WEEK', '');
    lines.push(
      `${content.creator.name} (${content.creator.handle}) · ${content.creator.niche}`,
      content.creator.url,
      '',
    );
  }
  lines.push('--', 'You get this mail because this address was entered in the Tampa Local newsletter form.');
  lines.push(`Unsubscribe: ${UNSUBSCRIBE_LINK}`, '');
  return lines.join('\n');
}

/** The digest's subject, HTML and text, once for every subscriber. */
export async function renderDigest(content: DigestContent): Promise<RenderedDigest> {
  const { html, errors } = await mjml2html(mjmlOf(content), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`The digest template is not valid MJML: ${errors[0]?.formattedMessage}`);
  const count = content.events.length;
  return {
    // Without MJML's indentation (a quarter of its bytes): every copy is encoded and sent
    // on its own, and no part of the template is whitespace-sensitive (no <pre>).
    html: html.replace(/^[ \t]+/gm, ''),
    subject:
      count > 0
        ? `This weekend in Tampa Bay: ${count} ${count === 1 ? 'event' : 'events'}, ${content.weekend}`
        : `This week in Tampa Bay, ${content.weekend}`,
    text: textOf(content),
  };
}

export type DigestBodies = { text: string | RawPart; html: string | RawPart };

/**
 * Each subscriber's text and HTML, given their unsubscribe link. Sent by SMTP, both are
 * MIME parts encoded once a run with only the link encoded per copy (preEncodedPart: the
 * whole bodies' encoding was half of a mail's CPU); written to the log (without
 * EMAIL_PROVIDER=smtp), the plain texts.
 */
export function digestBodies(rendered: RenderedDigest, encoded: boolean): (unsubscribeLink: string) => DigestBodies {
  if (!encoded) {
    return (link) => ({
      text: rendered.text.replaceAll(UNSUBSCRIBE_LINK, link),
      html: rendered.html.replaceAll(UNSUBSCRIBE_LINK, link),
    });
  }
  const text = preEncodedPart('text/plain; charset=utf-8', rendered.text, UNSUBSCRIBE_LINK);
  const html = preEncodedPart('text/html; charset=utf-8', rendered.html, UNSUBSCRIBE_LINK);
  return (link) => ({ text: text(link), html: html(link) });
}
