DROP INDEX "pessoa_nome_trgm_idx";--> statement-breakpoint
CREATE INDEX "pessoa_nome_busca_idx" ON "pessoa" USING gin (f_unaccent(lower("nm_pessoa")) gin_trgm_ops);--> statement-breakpoint
-- hand-written
-- the planner weighs a name fragment against the other filters by the statistics of this expression,
-- which only ANALYZE gathers
ANALYZE pessoa;
