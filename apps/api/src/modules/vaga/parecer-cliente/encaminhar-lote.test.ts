import { MENSAGENS_ACOES_LOTE } from '@backoffice/domain/acoes-lote';
import { MENSAGENS_PARECER } from '@backoffice/domain/parecer-cliente';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usarParecer } from './parecer-cliente.fixtures';

/** Forwarding to a client contact as a bulk action: one link, its undo revokes it and puts the stages back. */

const f = usarParecer();
const { q, cenario, post, linhaVc, pagina } = f;

describe('bulk forwarding to a client contact', () => {
  it('sends one link for the applicable candidates, records the action and undoes it by revoking the link', async () => {
    const { nr, cds, contato } = await cenario(['Ana Lote', 'Bruno Lote', 'Caio Lote'], 3);
    const [ana, bruno, caio] = cds;
    await q(
      sql`UPDATE vaga_candidato SET cd_estagio_vaga = 5 WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${bruno}`,
    );
    await q(
      sql`UPDATE vaga_candidato SET id_situacao = 'R' WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${caio}`,
    );
    const corpo = { tipo: 'encaminhar', cd_pessoa_contato: contato, candidatos: cds };

    const semConfirmar = await post(`vaga/${nr}/acoes-em-lote`, corpo);
    expect(semConfirmar.statusCode).toBe(409);
    expect(semConfirmar.json().recusados).toEqual([
      {
        cd_pessoa_candidato: caio,
        nm_pessoa: 'Caio Lote',
        motivo: MENSAGENS_PARECER.candidatoReprovado('Caio Lote'),
      },
    ]);
    expect(await q(sql`SELECT 1 FROM parecer_cliente_link WHERE nr_vaga = ${nr}`)).toHaveLength(0);

    const r = await post(`vaga/${nr}/acoes-em-lote`, { ...corpo, confirmar: true });
    expect(r.statusCode, r.body).toBe(200);
    const res = r.json();
    expect(res).toMatchObject({ aplicados: 2, link: { canais: ['email'] } });
    const token = res.link.url.slice(res.link.url.lastIndexOf('/') + 1);
    const [link] = await q<{ id: number; acao: number }>(
      sql`SELECT id_link::float8 AS id, id_acao_lote::float8 AS acao FROM parecer_cliente_link WHERE nr_vaga = ${nr}`,
    );
    expect(link.acao).toBe(res.id_acao_lote);
    expect((await linhaVc(nr, ana)).cd_estagio_vaga).toBe(5);
    expect((await pagina(token)).statusCode).toBe(200);

    const d = await post(`acoes-em-lote/${res.id_acao_lote}/desfazer`, {});
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toMatchObject({
      restaurados: 2,
      mantidos: [],
      message: MENSAGENS_ACOES_LOTE.desfeita(2),
    });
    expect((await linhaVc(nr, ana)).cd_estagio_vaga).toBe(3);
    expect((await linhaVc(nr, bruno)).cd_estagio_vaga).toBe(5);
    expect((await pagina(token)).statusCode).toBe(410);
  });

  it('refuses a contact of another client and writes nothing', async () => {
    const { nr, cds } = await cenario(['Dora Lote'], 3);
    const outroCliente = await f.contato({ cliente: await f.outroCliente(f.db(), 'Outra Lote') });
    const r = await post(`vaga/${nr}/acoes-em-lote`, {
      tipo: 'encaminhar',
      cd_pessoa_contato: outroCliente,
      candidatos: cds,
    });
    expect(r.statusCode).toBe(400);
    expect(await q(sql`SELECT 1 FROM acao_lote WHERE nr_vaga = ${nr}`)).toHaveLength(0);
  });
});
