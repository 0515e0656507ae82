/**
 * A stand-in for the browser's EventSource (jsdom has none): stub it with
 * `vi.stubGlobal('EventSource', FakeEventSource)` and fire the server's events on the last one
 * opened.
 */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, fn);
  }
  close() {}
  /** Sends event `type` with `data` as its JSON, as the server's stream would. */
  fire(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}
