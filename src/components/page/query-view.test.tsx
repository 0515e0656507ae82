import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { QueryView } from './query-view';

function Probe({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['probe'], queryFn: load, retry: false });
  return <QueryView query={query}>{(data) => <p>{data}</p>}</QueryView>;
}

const renderProbe = (load: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe load={load} />
    </QueryClientProvider>,
  );

describe('<QueryView>', () => {
  it('shows the named spinner while loading, then what children draw from the data', async () => {
    let resolve: (v: string) => void = () => {};
    renderProbe(() => new Promise((r) => (resolve = r)));
    expect(screen.getByRole('progressbar', { name: messages.common.loading })).toBeInTheDocument();
    resolve('매물 3건');
    expect(await screen.findByText('매물 3건')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's Korean reason when the load fails", async () => {
    renderProbe(() =>
      Promise.reject(
        new ApiError('매물을 찾을 수 없습니다.', {
          status: 404,
          serverMsg: '매물을 찾을 수 없습니다.',
        }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('매물을 찾을 수 없습니다.');
  });

  it('falls back to the generic message for a failure without a reason', async () => {
    renderProbe(() => Promise.reject(new Error('boom')));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.pages.common.loadFailed);
  });
});
