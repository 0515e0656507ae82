// The one accessor of run-time config in the SPA: `useConfig(part)` in components,
// `readConfig(part)` elsewhere, where `part` is a built-in object a generated config module
// exports (`uiConfig`, `productsConfig`, `messages.gongsil`). docs/config.md tells the flow.
export { readConfig } from './read-config';
export { useConfig, useConfigVersion } from './use-config';
