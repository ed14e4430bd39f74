import { PADROES_FLAGS_CURRICULO } from '@backoffice/domain/curriculo';
import { LIMITES_PARECER, MENSAGENS_PARECER as M } from '@backoffice/domain/parecer-cliente';
import { datasAprovacaoPadrao, MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criarCandidato, notasVaga } from '../../../../test/vaga-fixtures';
import { hashToken } from '../../../platform/tokens';
import { usarParecer } from './parecer-cliente.fixtures';
import { encaminharParaParecer } from './parecer-cliente.service';

/** The analyst's side of the client's verdict by link: sending, its refusals, the list, revoking, the panel's badge. */

const f = usarParecer();
const { q, cenario, enviar, contato, post, get, linhaVc, notasCandidato, conta, responder, pagina } = f;

describe('sending a link', () => {
  it('stores the link hashed for 14 days, forwards the candidates, notes and sends it by e-mail and WhatsApp', async () => {
    const { nr, cds } = await cenario(['Ana Souza', 'Bruno Lima', 'Caio Reis']);
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET cd_estagio_vaga = 4 WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`,
      );
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET cd_estagio_vaga = 6 WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[2]}`,
      );
    const cdContato = await contato({ celular: '(47) 98888-7777', email: 'paula.rh@cliente.com.br' });
    const antes = Date.now();
    const r = await enviar(nr, cdContato, [cds[0], cds[1], cds[2], cds[0]], true);
    expect(r.canais).toEqual(['email', 'whatsapp']);
    expect(r.url).toMatch(/\/cliente\/parecer\/[A-Za-z0-9_-]{43}$/);
    const dias = (Date.parse(r.expira_em) - antes) / 86_400_000;
    expect(dias).toBeGreaterThan(LIMITES_PARECER.diasValidade - 0.01);
    expect(dias).toBeLessThan(LIMITES_PARECER.diasValidade + 0.01);

    const [link] = await q<{
      ds_token_hash: string;
      ds_configuracao: unknown;
      ds_canais: string;
      cd_usuario: number;
    }>(
      sql`SELECT ds_token_hash, ds_configuracao, ds_canais, cd_usuario FROM parecer_cliente_link WHERE id_link = ${r.id_link}`,
    );
    expect(link.ds_token_hash).toBe(hashToken(r.token));
    expect(link.ds_token_hash).not.toContain(r.token);
    expect(link.ds_configuracao).toEqual(PADROES_FLAGS_CURRICULO);
    expect(link.ds_canais).toBe('email,whatsapp');
    expect(link.cd_usuario).toBe(f.estado.analista.usuario.cd_sip);
    const levados = await q<{ cd: number }>(
      sql`SELECT cd_pessoa_candidato::float8 AS cd FROM parecer_cliente_candidato WHERE id_link = ${r.id_link} ORDER BY 1`,
    );
    expect(levados.map((l) => l.cd)).toEqual([...cds].sort((a, b) => a - b));

    expect((await linhaVc(nr, cds[0])).cd_estagio_vaga).toBe(5);
    expect((await linhaVc(nr, cds[1])).cd_estagio_vaga).toBe(5);
    expect((await linhaVc(nr, cds[2])).cd_estagio_vaga).toBe(6);
    const [enc] = await q<{ dt: string | null }>(
      sql`SELECT dt_encaminhamento::text AS dt FROM vaga_candidato WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[0]}`,
    );
    expect(enc.dt).not.toBeNull();
    expect(await notasCandidato(cds[0])).toEqual(['R5', 'PC']);
    expect(await notasCandidato(cds[2])).toEqual(['PC']);
    expect((await notasVaga(f.db(), nr)).map((n) => n.id_tipo)).toContain('PC');

    const saida = await q<{ ds_canal: string; ds_destino: string; ds_conteudo: string }>(
      sql`SELECT ds_canal, ds_destino, ds_conteudo FROM mensagem_saida
           WHERE ds_destino IN ('paula.rh@cliente.com.br', '5547988887777') ORDER BY ds_canal`,
    );
    expect(saida.map((s) => `${s.ds_canal}:${s.ds_destino}`)).toEqual([
      'email:paula.rh@cliente.com.br',
      'whatsapp:5547988887777',
    ]);
    expect(saida[0].ds_conteudo).toContain(r.url);
  });

  it('sends by e-mail only when WhatsApp is not asked or the contact has no mobile phone', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Davi Melo']);
    expect((await enviar(nr, cdContato, cds, true)).canais).toEqual(['email']);
    const comCelular = await contato({ celular: '47988887777' });
    expect((await enviar(nr, comCelular, cds)).canais).toEqual(['email']);
  });

  it('refuses, writing nothing: unknown vacancy, frozen vacancy, contact of another client, inactive or without e-mail', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Elisa Prado']);
    const antes = [
      await conta('parecer_cliente_link'),
      await conta('mensagem_saida'),
      await conta('vaga_historico'),
    ];
    const corpo = (c: number, lista = cds) => ({ cd_pessoa_contato: c, candidatos: lista });

    const semVaga = await post('vaga/999999999/parecer-cliente', corpo(cdContato));
    expect(semVaga.statusCode).toBe(404);

    const outro = await f.outroCliente(f.db(), 'Outra Empresa');
    const deOutro = await post(`vaga/${nr}/parecer-cliente`, corpo(await contato({ cliente: outro })));
    expect([deOutro.statusCode, deOutro.json().error]).toEqual([400, M.contatoDeOutroCliente]);

    const inativo = await post(`vaga/${nr}/parecer-cliente`, corpo(await contato({ ativo: 'N' })));
    expect([inativo.statusCode, inativo.json().error]).toEqual([409, M.contatoInativo]);

    const semEmail = await post(`vaga/${nr}/parecer-cliente`, corpo(await contato({ email: null })));
    expect([semEmail.statusCode, semEmail.json().error]).toEqual([400, M.contatoSemEmail]);

    const desconhecido = await post(`vaga/${nr}/parecer-cliente`, corpo(987654321));
    expect([desconhecido.statusCode, desconhecido.json().error]).toEqual([404, M.contatoNaoEncontrado]);

    const vazio = await post(`vaga/${nr}/parecer-cliente`, corpo(cdContato, []));
    expect(vazio.statusCode).toBe(400);

    await f.db().execute(sql`UPDATE vaga SET cd_situacao_vaga = 13 WHERE nr_vaga = ${nr}`);
    const congelada = await post(`vaga/${nr}/parecer-cliente`, corpo(cdContato));
    expect([congelada.statusCode, congelada.json().error]).toEqual([
      409,
      MENSAGENS_VAGA_CANDIDATOS.congelada.encaminhar,
    ]);
    expect([
      await conta('parecer_cliente_link'),
      await conta('mensagem_saida'),
      await conta('vaga_historico'),
    ]).toEqual(antes);
  });

  it('refuses candidates not related to the vacancy or rejected in it, naming each, writing nothing', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Fábio Dias', 'Gina Alves']);
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET id_situacao = 'R' WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`,
      );
    const fora = await criarCandidato(f.db(), 'Hugo Fora');
    const antes = await conta('parecer_cliente_link');
    const r = await post(`vaga/${nr}/parecer-cliente`, {
      cd_pessoa_contato: cdContato,
      candidatos: [...cds, fora],
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toEqual([
      M.candidatoReprovado('Gina Alves'),
      M.candidatoNaoRelacionado('Hugo Fora'),
    ]);
    expect(await conta('parecer_cliente_link')).toBe(antes);
    expect((await linhaVc(nr, cds[0])).cd_estagio_vaga).toBe(3);
  });

  it('works inside the caller transaction (a bulk action): undone with it', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Jonas Reis']);
    const ctx = { deps: f.estado.t.app.deps, usuario: f.estado.analista.usuario };
    const antes = [await conta('parecer_cliente_link'), await conta('vaga_historico')];
    const saidaAntes = await conta('mensagem_saida');
    await expect(
      f.db().transaction(async (tx) => {
        const r = await encaminharParaParecer(tx, ctx, nr, cdContato, cds, { idAcaoLote: null });
        expect(r.envios.map((e) => e.canal)).toEqual(['email']);
        throw new Error('a ação em lote desfaz tudo');
      }),
    ).rejects.toThrow('a ação em lote desfaz tudo');
    expect([await conta('parecer_cliente_link'), await conta('vaga_historico')]).toEqual(antes);
    expect((await linhaVc(nr, cds[0])).cd_estagio_vaga).toBe(3);
    expect(await conta('mensagem_saida')).toBe(saidaAntes);
  });

  it('needs the candidate panel access', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Iara Nunes']);
    const r = await post(
      `vaga/${nr}/parecer-cliente`,
      { cd_pessoa_contato: cdContato, candidatos: cds },
      f.estado.financeiro,
    );
    expect(r.statusCode).toBe(403);
  });
});

describe('the links of a vacancy', () => {
  it('lists each link with contact, state, openings, views and verdicts; revokes once', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['João Reis', 'Karla Dias']);
    const r = await enviar(nr, cdContato, cds);
    await pagina(r.token);
    await pagina(r.token);
    await pagina(`${r.token}/candidato/${cds[1]}`);
    expect(
      (
        await responder(r.token, {
          cd_pessoa_candidato: String(cds[0]),
          parecer: 'A',
          comentario: 'Ótimo perfil',
        })
      ).statusCode,
    ).toBe(303);

    const lista = await get(`vaga/${nr}/parecer-cliente`);
    expect(lista.statusCode).toBe(200);
    const [l] = lista.json();
    expect(l).toMatchObject({
      id_link: r.id_link,
      cd_pessoa_contato: cdContato,
      nm_contato: 'Paula Contato',
      ds_email: 'paula@cliente.com.br',
      canais: ['email'],
      situacao: 'ativo',
      aberturas: 3,
      revogado_em: null,
    });
    expect(l.ultima_abertura).not.toBeNull();
    const porCd = Object.fromEntries(
      l.candidatos.map((c: { cd_pessoa_candidato: number }) => [c.cd_pessoa_candidato, c]),
    );
    expect(porCd[cds[0]]).toMatchObject({
      nm_pessoa: 'João Reis',
      id_parecer: 'A',
      ds_parecer: 'Ótimo perfil',
      horarios: [],
    });
    expect(porCd[cds[0]].respondido_em).not.toBeNull();
    expect(porCd[cds[1]]).toMatchObject({ id_parecer: null, respondido_em: null });
    expect(porCd[cds[1]].visto_em).not.toBeNull();

    const rev = await post(`vaga/${nr}/parecer-cliente/${r.id_link}/revogar`, {});
    expect([rev.statusCode, rev.json().message]).toEqual([200, M.revogado]);
    expect((await get(`vaga/${nr}/parecer-cliente`)).json()[0].situacao).toBe('revogado');
    const outra = await post(`vaga/${nr}/parecer-cliente/${r.id_link}/revogar`, {});
    expect([outra.statusCode, outra.json().error]).toEqual([409, M.linkJaRevogado]);
    const deOutraVaga = await post(`vaga/${nr + 1000000}/parecer-cliente/${r.id_link}/revogar`, {});
    expect(deOutraVaga.statusCode).toBe(404);

    await f
      .db()
      .execute(sql`UPDATE parecer_cliente_link SET revogado_em = NULL, expira_em = now() - interval '1 minute'
      WHERE id_link = ${r.id_link}`);
    expect((await get(`vaga/${nr}/parecer-cliente`)).json()[0].situacao).toBe('expirado');
  });

  it('answers 404 for an unknown vacancy and an empty list for a vacancy without links', async () => {
    expect((await get('vaga/999999999/parecer-cliente')).statusCode).toBe(404);
    const { nr } = await cenario([]);
    expect((await get(`vaga/${nr}/parecer-cliente`)).json()).toEqual([]);
  });
});

describe('the badge of the related list', () => {
  it('shows awaiting, then the verdict, handled once the analyst approves', async () => {
    const { nr, cds, contato: cdContato } = await cenario(['Lia Castro', 'Mauro Sá']);
    const linha = async (cd: number) =>
      (await get(`vaga/candidatos-relacionados/${nr}`))
        .json()
        .find((c: { CD_PESSOA: number }) => c.CD_PESSOA === cd);
    expect((await linha(cds[0])).PARECER_CLIENTE).toBeNull();
    const r = await enviar(nr, cdContato, cds);
    expect(await linha(cds[0])).toMatchObject({
      PARECER_CLIENTE: 'P',
      DT_PARECER_CLIENTE: null,
      PARECER_TRATADO: null,
    });
    await responder(r.token, { cd_pessoa_candidato: String(cds[0]), parecer: 'A' });
    const respondido = await linha(cds[0]);
    expect(respondido).toMatchObject({ PARECER_CLIENTE: 'A', PARECER_TRATADO: 'N' });
    expect(respondido.DT_PARECER_CLIENTE).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await linhaVc(nr, cds[0])).id_situacao).toBeNull();

    const datas = datasAprovacaoPadrao(hojeNegocio());
    const apr = await post('vaga/aprovar-candidato', { nr_vaga: nr, cd_pessoa_candidato: cds[0], ...datas });
    expect(apr.statusCode, apr.body).toBe(200);
    expect((await linha(cds[0])).PARECER_TRATADO).toBe('S');
    expect((await f.parecerDe(r.id_link, cds[0])).tratado_em).not.toBeNull();
    expect((await linha(cds[1])).PARECER_CLIENTE).toBe('P');
  });
});
