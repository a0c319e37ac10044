-- json, not jsonb: the document is kept as the JSON text a save made (docs/decisions/0036).
ALTER TABLE "newsletters" ALTER COLUMN "document" SET DATA TYPE json USING "document"::json;
