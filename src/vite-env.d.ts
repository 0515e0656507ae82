/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_IDS?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_TOOL_BASE_URL?: string;
}
