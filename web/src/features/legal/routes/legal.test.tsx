import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/dates';
import { renderRoute } from '@/testing/test-utils';
import { PrivacyPolicyRoute } from './privacy-policy';
import { TermsOfServiceRoute } from './terms-of-service';

describe('policy pages', () => {
  it("privacy policy has 12 numbered sections and today's date", () => {
    renderRoute(<PrivacyPolicyRoute />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(12);
    headings.forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(screen.getByText(`Last updated: ${formatLongDate(new Date())}`)).toBeInTheDocument();
  });

  it('says what the newsletter keeps, and for how long', () => {
    renderRoute(<PrivacyPolicyRoute />);
    expect(
      screen.getByText(/we keep that address, the time you asked and whether you have confirmed/),
    ).toBeInTheDocument();
    expect(screen.getByText(/If you do not confirm within 48 hours, the address is deleted/)).toBeInTheDocument();
    expect(
      screen.getByText(/Unsubscribing deletes your address and those notes at once: we keep nothing about you/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/For each digest we note that it was sent to you, so that no one gets it twice/),
    ).toBeInTheDocument();
  });

  it('terms have 14 numbered sections, Florida law and 30 days notice', () => {
    renderRoute(<TermsOfServiceRoute />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(14);
    headings.forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(screen.getByText(/governed by the laws of the State of Florida/)).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days notice/)).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${formatLongDate(new Date())}`)).toBeInTheDocument();
  });
});
