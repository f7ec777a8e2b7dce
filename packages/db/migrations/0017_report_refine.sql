ALTER TABLE "questionnaire_reports" ADD COLUMN "refine" jsonb;--> statement-breakpoint
ALTER TABLE "questionnaire_reports" ADD COLUMN "refined_from" uuid;