CREATE TABLE "trailing_groups" (
	"id" bigint PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"best" bigint NOT NULL,
	"merged_into" bigint
);
