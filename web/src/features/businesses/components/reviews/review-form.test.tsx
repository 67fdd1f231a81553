import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm, textCounter } from './review-form';

function renderForm(onSubmit = vi.fn(async () => {}), needsDisplayName = false) {
  render(
    <ReviewForm
      needsDisplayName={needsDisplayName}
      submitLabel="Post review"
      busyLabel="Posting…"
      serverError={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const LONG_ENOUGH = 'Crispy grouper, cold beer and a view of the bay at sunset.';

describe('ReviewForm', () => {
  it('says the length as people type: how far from the minimum, then from the maximum', () => {
    expect(textCounter('  short  ')).toBe('5 of at least 30 characters');
    expect(textCounter(LONG_ENOUGH)).toBe(`${LONG_ENOUGH.length} of at most 5,000 characters`);
    expect(textCounter('🌴'.repeat(30))).toBe('30 of at most 5,000 characters');
    renderForm();
    const text = screen.getByRole('textbox', { name: 'Your review' });
    fireEvent.change(text, { target: { value: 'Great tacos' } });
    expect(text).toHaveAccessibleDescription('11 of at least 30 characters');
    fireEvent.change(text, { target: { value: 'x'.repeat(5001) } });
    expect(text).toHaveAccessibleDescription('5,001 of at most 5,000 characters');
    expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses inline what the API would refuse, in the API's words, and sends nothing", async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Too short.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 30 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars, the trimmed text, the month and a display name when the account needs one', async () => {
    const onSubmit = renderForm(undefined, true);
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: `  ${LONG_ENOUGH}  ` } });
    fireEvent.change(screen.getByLabelText(/When did you go/), { target: { value: '2025-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a display name of 2 to 40 characters');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name shown with your reviews' }), {
      target: { value: '  Ana   M.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        rating: 5,
        text: LONG_ENOUGH,
        visitedMonth: '2025-10',
        displayName: 'Ana M.',
        photos: [],
      }),
    );
  });

  it('takes up to four pictures, says inline why a file is left out, and sends each with its description', async () => {
    const onSubmit = renderForm();
    const picker = screen.getByLabelText('Add photos');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp,image/avif');
    const picture = (name: string, type = 'image/jpeg', size = 1000) => {
      const file = new File(['x'], name, { type });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    fireEvent.change(picker, { target: { files: [picture('menu.pdf', 'application/pdf'), picture('tacos.jpg')] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'menu.pdf: Photos must be JPEG, PNG, GIF, WebP or AVIF pictures',
    );
    fireEvent.change(picker, { target: { files: [picture('huge.png', 'image/png', 11 * 1024 * 1024)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png: Photos must be under 10 MB');
    fireEvent.change(picker, {
      target: { files: ['a.webp', 'b.webp', 'c.webp', 'd.webp'].map((name) => picture(name, 'image/webp')) },
    });
    // tacos.jpg and three more fill the review; the fourth is left out and said why.
    expect(screen.getByRole('alert')).toHaveTextContent('d.webp: A review can have up to 4 photos');
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.getByText('This review has its 4 photos.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Leave out b.webp' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Describe tacos.jpg/ }), {
      target: { value: 'Three al pastor tacos' },
    });

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: LONG_ENOUGH } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = (onSubmit.mock.calls[0] as unknown as [{ photos: { file: File; alt: string }[] }])[0].photos;
    expect(sent.map((photo) => [photo.file.name, photo.alt])).toEqual([
      ['tacos.jpg', 'Three al pastor tacos'],
      ['a.webp', ''],
      ['c.webp', ''],
    ]);
  });
});
