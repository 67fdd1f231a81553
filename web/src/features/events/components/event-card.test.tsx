import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/testing/fixtures';
import { EventCard } from './event-card';

describe('EventCard', () => {
  it("shows date, time, location, price and attendance, with 'Get Tickets' opening the ticket page in a new tab", () => {
    render(
      <MemoryRouter>
        <EventCard event={makeEvent()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sat, Nov 21 · 7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Tampa Riverwalk')).toBeInTheDocument();
    expect(screen.getByText('$25')).toBeInTheDocument();
    expect(screen.getByText('1,520 attending')).toBeInTheDocument();
    expect(screen.getByText('Music')).toBeInTheDocument();
    const tickets = screen.getByRole('link', { name: 'Get Tickets' });
    expect(tickets).toHaveAttribute('href', 'https://tickets.example/jazz');
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(tickets).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("says 'Free' without a price and 'Learn More' without a ticket link, leading to the event's page", () => {
    render(
      <MemoryRouter>
        <EventCard event={makeEvent({ price: null, ticketUrl: null })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Tickets' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about Jazz on the Riverwalk' })).toHaveAttribute(
      'href',
      '/events/jazz-night',
    );
    expect(screen.getByRole('link', { name: 'Jazz on the Riverwalk' })).toHaveAttribute('href', '/events/jazz-night');
  });

  it('treats a blank price as free', () => {
    render(
      <MemoryRouter>
        <EventCard event={makeEvent({ price: '  ' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});
