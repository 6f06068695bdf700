-- Players who already bound a card (even one since removed) or passed identity verification have
-- a real name on record: lock it, as binding or approval does from now on.
UPDATE "users" AS u
SET "real_name_locked_at" = now()
WHERE u."real_name_locked_at" IS NULL
  AND (
    EXISTS (SELECT 1 FROM "bank_cards" AS c WHERE c."user_id" = u."id")
    OR EXISTS (SELECT 1 FROM "kyc_submissions" AS k WHERE k."user_id" = u."id" AND k."status" = 'approved')
  );
