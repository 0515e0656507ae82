-- Session and work-tool tokens are stored as the SHA-256 hex of the value the client holds
-- (server/lib/session.ts hashToken), so a copy of these tables opens no session. Existing rows
-- are converted in place; work-tool tokens remember the session that issued them so logging out
-- revokes them.
UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
UPDATE tool_tokens SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex');
ALTER TABLE tool_tokens ADD COLUMN IF NOT EXISTS session_token text;
CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions(user_id);
CREATE INDEX IF NOT EXISTS tool_tokens_user_idx ON tool_tokens(user_id);
