ALTER TABLE "users" ADD COLUMN "send_read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");
