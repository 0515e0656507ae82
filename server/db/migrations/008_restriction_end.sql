-- When a registration restriction of the penalty tab ends (the moment it lifts), so the popups
-- and the penalty tab can say it. Rows written as "N일 등록 제한" end N days after the warning
-- day began in Korea; warnings without a restriction keep NULL.
ALTER TABLE penalties ADD COLUMN IF NOT EXISTS restricted_until timestamptz;
UPDATE penalties
   SET restricted_until = (warning_date::timestamp AT TIME ZONE 'Asia/Seoul')
       + make_interval(days => substring(penalty FROM '([0-9]+)일 등록 제한')::int)
 WHERE restricted_until IS NULL AND penalty ~ '[0-9]+일 등록 제한';
