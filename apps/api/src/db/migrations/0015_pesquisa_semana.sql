-- The week of a last update: whole weeks since the epoch, in UTC (so the same instant always gives
-- the same week). Paired with the search vector in its text index, a keyword searched in a recent
-- window reads only the postings of the window's weeks (pesquisa.service.ts, semanaPesquisa, numbers
-- them the same way).
CREATE OR REPLACE FUNCTION semana_pesquisa(alterado timestamptz)
  RETURNS integer
  LANGUAGE sql
  IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT floor(extract(epoch FROM alterado) / 604800)::integer
$$;
--> statement-breakpoint
DROP INDEX "candidato_tsv_idx";--> statement-breakpoint
CREATE INDEX "candidato_tsv_idx" ON "candidato" USING gin ("tsv_pesquisa",semana_pesquisa("alterado_em")) WITH (fastupdate=false);