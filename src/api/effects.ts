/**
 * Side effects the error catalogue needs, injected so the middleware stays testable and
 * the API layer never imports the session feature or the router.
 */
export interface ApiEffects {
  navigate: (path: string) => void;
  pathname: () => string;
  logout: () => Promise<void> | void;
  alert: (message: string) => void;
  /** The mobile app bridge, when the page runs inside the app. */
  bridge: () => { postMessage: (message: string) => void } | null;
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage: (m: string) => void };
  webkit?: { messageHandlers?: { bridge?: { postMessage: (m: string) => void } } };
}

export const browserEffects: ApiEffects = {
  navigate: (path) => window.location.replace(path),
  pathname: () => window.location.pathname,
  logout: () => undefined,
  alert: (m) => window.alert(m),
  bridge: () => {
    const w = window as unknown as BridgeWindow;
    return w.ReactNativeWebView ?? w.webkit?.messageHandlers?.bridge ?? null;
  },
};

let current: ApiEffects = browserEffects;

export function setApiEffects(partial: Partial<ApiEffects>): void {
  current = { ...current, ...partial };
}

export const apiEffects = (): ApiEffects => current;
