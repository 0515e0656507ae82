import { SERVER_STATE_ID, type ServerState } from './server-state';

/** The state a server-rendered page embedded (server-state.ts), or null on a plain SPA page. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  // The server wrote it with JSON.stringify (src/entry-server.tsx).
  return text ? (JSON.parse(text) as ServerState) : null;
}
