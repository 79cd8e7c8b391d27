CREATE TABLE "assessment_benchmark_stamps" (
	"bank_version" integer PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
