import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { Pagination } from '@/components/pagination/pagination';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { theme } from '@/theme/theme';
import messagesFile from '../../../spec/config/messages.ko.json';
import { loadedMessageAreas } from './message-areas';
import { syncRuntimeConfig } from './runtime-config';

// The studio publishes the messages file whole; this version edits two pagination texts.
const edited = structuredClone(messagesFile);
edited.pagination.next = '다음 쪽으로';
edited.pagination.prev = '이전 쪽으로';
const publishedEdit = { version: 4, files: { 'messages.ko': edited }, conditions: {} };
const builtIn = { version: 0, files: {}, conditions: {} };

/**
 * A fresh evaluation of a generated area module, as when a later screen's chunk brings it: the
 * query makes Vite load the file again instead of returning the instance already imported.
 */
async function loadAreaAgain(): Promise<{ pagination: { next: string; prev: string } }> {
  const id = `@/generated/config/messages/pagination?late=${Date.now()}`;
  return import(/* @vite-ignore */ id);
}

const paginationBar = () => (
  <ThemeProvider theme={theme}>
    <Pagination total={30} page={2} limit={10} onChange={() => undefined} />
  </ThemeProvider>
);

afterAll(async () => {
  server.use(apiOk('get', '/config', builtIn));
  await syncRuntimeConfig();
});

describe('published message edits reach every message area', () => {
  it('an area already loaded shows the published texts, and its own again at version 0', async () => {
    expect(loadedMessageAreas()).toContain('pagination');
    server.use(apiOk('get', '/config', publishedEdit));
    await syncRuntimeConfig();
    const { unmount } = render(paginationBar());
    expect(screen.getByRole('button', { name: '다음 쪽으로' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '이전 쪽으로' })).toBeEnabled();
    unmount();

    server.use(apiOk('get', '/config', builtIn));
    await syncRuntimeConfig();
    render(paginationBar());
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '다음 쪽으로' })).not.toBeInTheDocument();
  });

  it('an area whose module loads after the config arrived starts with the published texts', async () => {
    server.use(apiOk('get', '/config', publishedEdit));
    await syncRuntimeConfig();
    const late = await loadAreaAgain();
    expect(late.pagination).toMatchObject({ next: '다음 쪽으로', prev: '이전 쪽으로' });

    // It follows later versions like the areas loaded before it.
    server.use(apiOk('get', '/config', builtIn));
    await syncRuntimeConfig();
    expect(late.pagination).toMatchObject({ next: '다음', prev: '이전' });
  });
});
