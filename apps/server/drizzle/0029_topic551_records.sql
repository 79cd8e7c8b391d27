-- The 551 topic's records (a served enterprise's record is always one), by start, with what the
-- province's 551 figures read of them: the dashboard joins its served enterprises to them by a hash
-- over this small index instead of one lookup in a million records for each (issue 31).
CREATE INDEX "assessment_records_topic551_idx" ON "assessment_records" ("created_at", "id")
  INCLUDE ("status", "service_provider_id") WHERE "answer_type" = '2';
