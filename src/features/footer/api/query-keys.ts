/** The footer feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const footerKeys = {
  /** The terms links, which differ signed in and out. */
  terms: (loggedIn: boolean) => ['footer', 'terms', loggedIn] as const,
};
