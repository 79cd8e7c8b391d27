-- Each stored save of an answer raises its version; a save made over a colleague's answer its client
-- never saw loses (docs/assessment-api.md, Autosave). Existing answers start at version 1.
ALTER TABLE "assessment_answers" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;
