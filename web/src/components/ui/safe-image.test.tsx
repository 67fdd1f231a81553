import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeImage } from './safe-image';

const SRCSET = '/uploads/small_harbor.webp 480w, /uploads/medium_harbor.webp 768w, /uploads/harbor.webp 1600w';

describe('SafeImage', () => {
  it('offers every size with the width it is shown at, so a phone loads a small one', () => {
    render(<SafeImage src="/uploads/harbor.webp" srcSet={SRCSET} sizes="100vw" alt="Harbor Brunch" />);
    const image = screen.getByRole('img', { name: 'Harbor Brunch' });
    expect(image).toHaveAttribute('src', '/uploads/harbor.webp');
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('has no srcset without sizes to choose from', () => {
    render(<SafeImage src="/uploads/harbor.webp" srcSet={null} sizes="100vw" alt="Harbor Brunch" />);
    const image = screen.getByRole('img', { name: 'Harbor Brunch' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder, without the failed sizes, when the picture does not load', () => {
    render(<SafeImage src="/uploads/gone.webp" srcSet={SRCSET} sizes="100vw" alt="Harbor Brunch" />);
    const image = screen.getByRole('img', { name: 'Harbor Brunch' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('data-fallback', 'true');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
