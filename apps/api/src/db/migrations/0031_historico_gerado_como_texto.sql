-- Notes the system wrote (those with a type) hold text quoted as HTML: a note written before this
-- rule that quotes markup is quoted now, so no reader of the API receives it as markup.
UPDATE vaga_historico
   SET ds_historico = replace(replace(replace(replace(replace(ds_historico, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
 WHERE id_tipo IS NOT NULL AND ds_historico ~ '[<>]';
--> statement-breakpoint
UPDATE candidato_historico
   SET ds_historico = replace(replace(replace(replace(replace(ds_historico, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
 WHERE id_tipo IS NOT NULL AND ds_historico ~ '[<>]';
