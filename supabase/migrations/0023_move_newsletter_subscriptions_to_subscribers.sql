-- The footer's sign-ups from before double opt-in (docs/adr/0110): kept as 'pending' subscribers of
-- the US market (the marketing site's) with no confirmation link, so no campaign ever reaches them
-- and nothing mails them; the address confirms only by subscribing again. Their consent is recorded
-- as what it was: none shown.
INSERT INTO "newsletter_subscribers" ("email", "market", "language", "status", "consent_version", "consent_text", "consent_at", "created_at", "updated_at")
SELECT lower(trim("email")), 'usa', 'en', 'pending', 'none-before-double-opt-in', 'Signed up through the site footer''s newsletter box before double opt-in: no consent text was shown or recorded.', "created_at", "created_at", now()
FROM "newsletter_subscriptions"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "newsletter_subscriptions" CASCADE;
