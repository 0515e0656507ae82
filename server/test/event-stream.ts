// Reads a server-sent event stream over real HTTP (light-my-request waits for a response's end,
// which a stream never reaches): the events as they come, and a wait for the first that matches.
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  /** Resolves with the first event (seen or to come) that `match` accepts; rejects after `ms`. */
  next: (match: (e: SseEvent) => boolean, ms?: number) => Promise<SseEvent>;
  close: () => void;
}

export async function openEventStream(url: string, cookie: string): Promise<OpenStream> {
  const abort = new AbortController();
  const r = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const e: SseEvent = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [k, ...v] = line.split(':');
            const value = v.join(':').replace(/^ /, '');
            if (k === 'event') e.event = value;
            else if (k === 'data') e.data = value;
            else if (k === 'id') e.id = value;
          }
          if (block.split('\n').some((l) => l.startsWith('data'))) events.push(e);
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: r.status,
    contentType: r.headers.get('content-type'),
    events,
    next(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(match);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; saw ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
