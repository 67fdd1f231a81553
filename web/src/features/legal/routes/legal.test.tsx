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
