import { randomUUID } from 'node:crypto';
import { dataUtc } from '@backoffice/domain/datas';
import { avaliarConfiabilidade } from '@backoffice/domain/testes';
import type { DbHandle } from '../db/client';

const DIA = 86_400_000;

/**
 * Demo data of the candidate data page: tests (numeric, degree, the reliability evaluation) of
 * candidates related to vacancies, start dates at some of their vacancies, and termination and
 * extension documents sent for signature through the local service (one signed, one rejected,
 * the others pending).
 */
export async function gerarTestesDemo(handle: DbHandle, hoje: number): Promise<void> {
  const [u] = await handle.query<{ cd_sip: number }>(
    `SELECT cd_sip FROM usuario WHERE nm_login IN ('selecao', 'admin') ORDER BY nm_login DESC LIMIT 1`,
  );
  const usuario = u?.cd_sip ?? null;
  const cands = await handle.query<{ cd: number; nr_vaga: number; nm: string; email: string | null }>(
    `SELECT DISTINCT ON (vc.cd_pessoa_candidato) vc.cd_pessoa_candidato AS cd, vc.nr_vaga, p.nm_pessoa AS nm, p.ds_email AS email
       FROM vaga_candidato vc JOIN pessoa p ON p.cd_pessoa = vc.cd_pessoa_candidato
      ORDER BY vc.cd_pessoa_candidato, vc.nr_vaga LIMIT 60`,
  );
  if (!cands.length) return;
  const catalogo = await handle.query<{ cd_teste: number; id_tipo_teste: string }>(
    `SELECT cd_teste, id_tipo_teste FROM teste WHERE id_especial IS NULL ORDER BY cd_teste`,
  );
  const perguntas = await handle.query<{ id: number; ds_categoria: string }>(
    `SELECT id, ds_categoria FROM teste_pergunta WHERE id_tipo = 'CONF' ORDER BY nr_ordem`,
  );
  const [conf] = await handle.query<{ cd_teste: number }>(
    `SELECT cd_teste FROM teste WHERE id_especial = 'CONF'`,
  );
  const graus = ['S', 'MS', 'M', 'MI', 'I'];
  const valores = [0.25, 1.25, 2.5];
  const data = (dias: number) => dataUtc(hoje - dias * DIA);

  const testes: Record<string, unknown>[] = [];
  cands.forEach((c, i) => {
    for (let k = 0; k < 2 + (i % 3) && catalogo.length; k++) {
      const t = catalogo[(i * 3 + k) % catalogo.length];
      const nota = t.id_tipo_teste === 'N' || (t.id_tipo_teste === 'E' && k % 2 === 0) ? (i + k) % 11 : null;
      testes.push({
        cd: c.cd,
        cd_teste: t.cd_teste,
        dt: data((i * 7 + k * 3) % 120),
        nota,
        grau: nota === null ? graus[(i + k) % graus.length] : null,
        laudo: k === 0 ? 'S' : 'N',
      });
    }
  });
  await handle.query(
    `INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, nr_nota, cd_grau_teste, id_gera_laudo, criado_por)
     SELECT cd, cd_teste, dt::date, nota, grau, laudo, $2 FROM json_to_recordset($1::json)
       AS x(cd bigint, cd_teste int, dt text, nota numeric, grau text, laudo text)`,
    [JSON.stringify(testes), usuario],
  );

  // the reliability evaluation of every third candidate, scored by the domain rule
  if (conf && perguntas.length) {
    for (const [i, c] of cands.entries()) {
      if (i % 3 !== 0) continue;
      const notas = new Map(perguntas.map((p, k) => [p.id, valores[(i + k) % 3]]));
      const res = avaliarConfiabilidade(
        perguntas.map((p) => ({ ID: p.id, DS_CLASSIFICACAO_AVALIACAO: p.ds_categoria })),
        notas,
      );
      const [t] = await handle.query<{ id: number }>(
        `INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, resultado, id_gera_laudo, criado_por)
         VALUES ($1, $2, $3::date, $4::jsonb, 'S', $5) RETURNING id`,
        [c.cd, conf.cd_teste, data(i % 60), JSON.stringify({ confiabilidade: res }), usuario],
      );
      await handle.query(
        `INSERT INTO candidato_teste_resposta (id_teste, id_pergunta, nr_nota)
         SELECT $1, p, n FROM json_to_recordset($2::json) AS x(p int, n numeric)`,
        [t.id, JSON.stringify([...notas].map(([p, n]) => ({ p, n })))],
      );
    }
  }

  // started work at their vacancy; a few documents sent for signature (local service)
  const admitidos = cands.slice(0, 20);
  await handle.query(
    `UPDATE vaga_candidato vc SET dt_inicio_trabalho = coalesce(vc.dt_inicio_trabalho, x.dt::date)
       FROM json_to_recordset($1::json) AS x(cd bigint, nr bigint, dt text)
      WHERE vc.cd_pessoa_candidato = x.cd AND vc.nr_vaga = x.nr`,
    [JSON.stringify(admitidos.map((c, i) => ({ cd: c.cd, nr: c.nr_vaga, dt: data(90 + i) })))],
  );
  const agora = new Date(hoje + 10 * 3_600_000).toISOString();
  for (const [i, c] of admitidos.slice(0, 6).entries()) {
    const tipo = i % 2 === 0 ? 'P' : 'R';
    const id = `local-${randomUUID().replaceAll('-', '')}`;
    const nome = `${tipo === 'R' ? 'Rescisão' : 'Prorrogação'} - Vaga ${c.nr_vaga} - ${c.nm}`.slice(0, 200);
    const evento = (motivo: string | null = null) => ({ created_at: agora, reason: motivo });
    const assinatura = {
      public_id: randomUUID(),
      name: c.nm,
      email: c.email ?? 'candidato@example.com',
      viewed: i < 3 ? evento() : null,
      signed: i === 0 ? evento() : null,
      rejected: i === 1 ? evento('Data de demissão divergente') : null,
      email_events: {
        sent: agora,
        delivered: i < 4 ? agora : null,
        refused: i === 5 ? agora : null,
        reason: i === 5 ? 'Caixa de entrada cheia' : null,
      },
    };
    await handle.query(
      'INSERT INTO assinatura_local (documento_id, nm_documento, signatarios) VALUES ($1, $2, $3::jsonb)',
      [id, nome, JSON.stringify([assinatura])],
    );
    await handle.query(
      `INSERT INTO candidato_documento (cd_pessoa_candidato, nr_vaga, tipo_doc, documento_id, nm_documento, dt_admissao, dt_demissao, id_situacao, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9)`,
      [
        c.cd,
        c.nr_vaga,
        tipo,
        id,
        nome,
        data(90 + i),
        tipo === 'R' ? data(-15) : null,
        i === 0 ? 'A' : i === 1 ? 'R' : 'P',
        usuario,
      ],
    );
  }
}
