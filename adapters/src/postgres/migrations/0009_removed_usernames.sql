CREATE TABLE "removed_usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
