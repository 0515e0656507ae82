-- Config versions and drafts are overlays: what staff changed over the build's defaults, as
-- operations at keyed pointers (config/overlay.ts), instead of whole files. Rows written as whole
-- files before this are converted once at start (server/config/upgrade.ts).
ALTER TABLE config_versions ADD COLUMN IF NOT EXISTS overlay jsonb;
ALTER TABLE config_versions ALTER COLUMN files DROP NOT NULL;
ALTER TABLE config_drafts ADD COLUMN IF NOT EXISTS overlay jsonb;
ALTER TABLE config_drafts ALTER COLUMN files DROP NOT NULL;
