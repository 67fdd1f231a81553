import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

describe('SearchForm', () => {
  it('searches with the trimmed text, and with nothing for blank text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm label="Search events" placeholder="Jazz..." name="search" onSearch={onSearch} />);
    const form = screen.getByRole('search', { name: 'Search events' });
    const field = within(form).getByRole('searchbox', { name: 'Search events' });
    expect(field).toHaveAttribute('name', 'search');
    expect(field).toHaveAttribute('maxLength', '200');
    expect(field).toHaveAttribute('placeholder', 'Jazz...');

    await user.type(field, '  jazz night  {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('jazz night');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('shows its label above the field on the bar, with a category select that applies at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SearchForm
        label="Search businesses"
        placeholder="Tacos..."
        name="search"
        value="tacos"
        onSearch={vi.fn()}
        category={{
          label: 'Category',
          allLabel: 'All',
          value: undefined,
          options: [{ value: 'nightlife', label: 'Nightlife' }],
          onChange,
        }}
      />,
    );
    expect(screen.getByText('Search businesses', { selector: 'label' })).not.toHaveClass('sr-only');
    expect(screen.getByRole('searchbox')).toHaveValue('tacos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'nightlife');
    expect(onChange).toHaveBeenCalledWith('nightlife');
    // The bar has no address of its own: the page's script applies it.
    expect(screen.getByRole('search')).not.toHaveAttribute('action');
  });

  it('on a hero, labels the field for screen readers and submits to its address without the script', () => {
    render(
      <SearchForm
        look="hero"
        className="mt-6"
        label="Search Tampa Local"
        placeholder="Try yoga"
        name="q"
        action="/search"
        onSearch={vi.fn()}
      />,
    );
    const form = screen.getByRole('search', { name: 'Search Tampa Local' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveClass('mt-6');
    expect(screen.getByText('Search Tampa Local', { selector: 'label' })).toHaveClass('sr-only');
    expect(screen.getByRole('searchbox', { name: 'Search Tampa Local' })).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the searched text again when it changes (back, forward, a shared link)', () => {
    const { rerender } = render(
      <SearchForm label="Search" placeholder="" name="q" value="brunch" onSearch={vi.fn()} />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('brunch');
    rerender(<SearchForm label="Search" placeholder="" name="q" value="yoga" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('yoga');
  });
});
