DROP INDEX "marks_skeleton_trgm";--> statement-breakpoint
CREATE INDEX "marks_skeleton" ON "marks" USING btree ("skeleton");