import { SERVER_STATE_ID, type ServerState } from './server-state';

/** The state a server-rendered page embedded (server-state.ts), or null on a plain SPA page. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
