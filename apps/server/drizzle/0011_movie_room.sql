CREATE TABLE "movie_room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_room_messages_length" CHECK (char_length("movie_room_messages"."message") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "movie_room_plays" (
	"source" text NOT NULL,
	"movie_id" uuid NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_room_plays_pkey" PRIMARY KEY("source","movie_id"),
	CONSTRAINT "movie_room_plays_source_valid" CHECK ("movie_room_plays"."source" IN ('post', 'document')),
	CONSTRAINT "movie_room_plays_not_negative" CHECK ("movie_room_plays"."plays" >= 0)
);
--> statement-breakpoint
CREATE TABLE "movie_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"host_id" uuid NOT NULL,
	"movie_key" text,
	"movie_source" text,
	"movie_title" text,
	"movie_poster" text,
	"movie_url" text,
	"movie_duration" real,
	"movie_selected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_rooms_room_id_valid" CHECK ("movie_rooms"."room_id" ~ '^[a-z0-9_-]{1,64}$'),
	CONSTRAINT "movie_rooms_movie_source_valid" CHECK ("movie_rooms"."movie_source" IS NULL OR "movie_rooms"."movie_source" IN ('post', 'document', 'link'))
);
--> statement-breakpoint
ALTER TABLE "movie_room_messages" ADD CONSTRAINT "movie_room_messages_room_id_movie_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."movie_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_room_messages" ADD CONSTRAINT "movie_room_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_rooms" ADD CONSTRAINT "movie_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movie_room_messages_room_created_idx" ON "movie_room_messages" USING btree ("room_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movie_room_messages_user_id_idx" ON "movie_room_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "movie_rooms_host_id_idx" ON "movie_rooms" USING btree ("host_id");