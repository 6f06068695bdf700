-- A player may have one submission waiting for review; the next migration makes that a unique
-- index. Submissions that raced past the old check are closed (the newest pending one stays) so
-- the index can be built.
UPDATE "kyc_submissions" AS k
SET "status" = 'rejected', "reason" = 'Duplicate submission', "reviewed_at" = now()
WHERE k."status" = 'submitted'
  AND EXISTS (
    SELECT 1 FROM "kyc_submissions" AS newer
    WHERE newer."user_id" = k."user_id" AND newer."status" = 'submitted' AND newer."id" > k."id"
  );
