import type { DbHandle } from '../src/db/client';
import { CATALOGO_TESTES, perguntasTestes } from '../src/seed/data/testes';

/** The tests catalogue and question banks of the reference data. */
export async function criarCatalogoTestes(h: DbHandle): Promise<void> {
  await h.query(
    `INSERT INTO teste (cd_teste, ds_teste, id_tipo_teste, id_especial)
     SELECT cd, ds, tipo, especial FROM json_to_recordset($1::json) AS x(cd int, ds text, tipo text, especial text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(CATALOGO_TESTES.map((t) => ({ ...t, especial: t.especial ?? null })))],
  );
  const { perguntas, opcoes } = perguntasTestes();
  await h.query(
    `INSERT INTO teste_pergunta (id, id_tipo, ds_pergunta, ds_categoria, nm_teste_aplicado, nr_ordem)
     SELECT * FROM json_to_recordset($1::json) AS x(id int, id_tipo text, ds_pergunta text, ds_categoria text, nm_teste_aplicado text, nr_ordem int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(perguntas)],
  );
  await h.query(
    `INSERT INTO teste_opcao (id_resposta, id_pergunta, ds_resposta, ds_categoria, nr_ordem)
     SELECT * FROM json_to_recordset($1::json) AS x(id_resposta int, id_pergunta int, ds_resposta text, ds_categoria text, nr_ordem int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(opcoes)],
  );
}
