-- The calendar reads a project's tasks by due date (GET /api/projects/{id}/calendar, and across the
-- caller's projects): without this, each range read every task of the project.
CREATE INDEX "tasks_project_due_idx" ON "tasks" USING btree ("project_id","due_date") WHERE "tasks"."due_date" IS NOT NULL;
