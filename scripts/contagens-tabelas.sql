-- Row count of every table (and partitioned table) outside the system schemas, one line
-- "tabela <schema.nome> <linhas> <p|u>" (u = unlogged: a base backup restores it empty).
-- Used by copia-seguranca.sh (the manifest) and restaurar.sh (the check); run it in one
-- repeatable-read transaction so every count sees the same snapshot.
SELECT 'tabela ' || format('%I.%I', n.nspname, c.relname) || ' ' ||
  (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', n.nspname, c.relname), false, true, '')))[1]::text
  || ' ' || c.relpersistence::text
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND c.relpersistence <> 't'
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%'
ORDER BY 1;
