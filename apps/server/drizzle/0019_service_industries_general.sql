-- Recommendations match a solution's 应用行业 (服务行业, service.serviceTarget) to the company's industry
-- (issue 29 §4): 通用 marks a general-purpose solution, 制造业 one for every manufacturer. A fresh
-- database gets both from the dictionary seed; a deployment whose operators already keep this dictionary
-- gets them here, first in its order, and keeps everything else as they left it.
INSERT INTO "dictionary_items" ("code", "label", "value", "sort_order")
SELECT 'service.serviceTarget', v.label, v.label, (
  SELECT min("sort_order") FROM "dictionary_items" WHERE "code" = 'service.serviceTarget'
) - v.offset_by
FROM (VALUES ('通用', 2), ('制造业', 1)) AS v(label, offset_by)
WHERE EXISTS (SELECT 1 FROM "dictionary_items" WHERE "code" = 'service.serviceTarget')
ON CONFLICT ("code", "value") DO NOTHING;
