-- The lexemes of a candidate's search vector keyed by the city: 'Joinville|empilhadeir'. Lexemes never
-- hold '|', so a key names one city and one lexeme. A keyword searched in a city reads, in the index
-- on this, only that city's postings of its lexemes (pesquisa.service.ts, chaveCidade, builds the
-- same keys).
CREATE OR REPLACE FUNCTION lexemas_cidade(cidade text, tsv tsvector)
  RETURNS text[]
  LANGUAGE sql
  IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT array(SELECT cidade || '|' || l FROM unnest(tsvector_to_array(tsv)) AS l)
$$;
--> statement-breakpoint
CREATE INDEX "candidato_cidade_lexema_idx" ON "candidato" USING gin (lexemas_cidade("nm_cidade", "tsv_pesquisa")) WITH (fastupdate=false);
