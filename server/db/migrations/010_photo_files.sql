-- Listing photo files in the database (server/rooms/photo-store.ts): the default store on
-- PostgreSQL, where every API process must read what any other one stored. JPEGs do not compress,
-- so the bytes are kept out of line without a compression attempt.
CREATE TABLE IF NOT EXISTS photo_files (
  photo_id text NOT NULL,
  size text NOT NULL CHECK (size IN ('large', 'thumb')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (photo_id, size)
);
ALTER TABLE photo_files ALTER COLUMN bytes SET STORAGE EXTERNAL;
