import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { TestProviders } from './test-utils';

function UsesRootLibraries() {
  // swr is installed at the root, next to the cms's React 18: this only works
  // when it shares this app's React.
  const { data } = useSWR('key', () => 'value', { suspense: false });
  const store = useSyncExternalStore(
    () => () => {},
    () => 'store',
  );
  return (
    <p>
      {store} {data ?? 'loading'}
    </p>
  );
}

describe('one React', () => {
  it('tests run on React 19 and root-installed libraries share it', async () => {
    expect(version.split('.')[0]).toBe('19');
    render(
      <TestProviders>
        <UsesRootLibraries />
      </TestProviders>,
    );
    expect(await screen.findByText('store value')).toBeInTheDocument();
  });
});
