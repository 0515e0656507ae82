-- One-time codes are for the phone only (issue 24): the outbox keeps verification texts with the
-- code masked, and a pending code is stored as a bcrypt hash (server/handlers/verify-tel.ts).
-- Texts already sent lose their codes; pending codes hashed the old way (SHA-256) are dropped,
-- which asks the few brokers inside a three-minute window to request a code again.
UPDATE sms_outbox SET body = regexp_replace(body, '[0-9]{6}', '******', 'g')
 WHERE purpose IN ('VERIFY_TEL', 'PASSWORD_RESET');
DELETE FROM tel_verifications WHERE code_hash NOT LIKE '$2%';
