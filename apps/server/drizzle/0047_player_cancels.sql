-- A player may cancel an unpaid deposit order of their own, and take back a withdrawal while it is
-- still in review (the coins return at once). Both end in a state of their own.
ALTER TYPE "public"."deposit_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'cancelled';