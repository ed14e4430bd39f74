import {
  FINALIDADE_COMPARTILHAR_CLIENTE,
  LIMITES_PARECER,
  MENSAGENS_PARECER as M,
  TIPO_AVISO_PARECER,
} from '@backoffice/domain/parecer-cliente';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { novoToken } from '../../../platform/tokens';
import { novoIp, usarParecer } from './parecer-cliente.fixtures';

/** The client's page: tokens, what it shows and hides, the views, and the stamp of its forms. */

const f = usarParecer();
const { q, cenario, enviar, pagina, responder, conta } = f;

const escapado = (s: string) => s.replaceAll("'", '&#x27;');

describe('the link of the page', () => {
  it('answers a forged, malformed, expired or revoked token with its page and status, naming no candidate', async () => {
    const { nr, cds, contato } = await cenario(['Nadia Rocha']);
    const r = await enviar(nr, contato, cds);

    const forjado = await pagina(novoToken());
    expect(forjado.statusCode).toBe(404);
    expect(forjado.body).toContain(M.linkInvalido);
    expect(forjado.headers['cache-control']).toBe('no-store');
    expect(forjado.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await pagina('nao-e-um-token')).statusCode).toBe(404);
    expect((await pagina(`${r.token}x`)).statusCode).toBe(404);

    await f
      .db()
      .execute(
        sql`UPDATE parecer_cliente_link SET expira_em = now() - interval '1 second' WHERE id_link = ${r.id_link}`,
      );
    const expirado = await pagina(r.token);
    expect([expirado.statusCode, expirado.body.includes(M.linkExpirado)]).toEqual([410, true]);
    expect(expirado.body).not.toContain('Nadia');
    const resposta = await responder(
      r.token,
      { cd_pessoa_candidato: String(cds[0]), parecer: 'A' },
      { carimbo: 'x' },
    );
    expect(resposta.statusCode).toBe(410);

    await f
      .db()
      .execute(sql`UPDATE parecer_cliente_link SET expira_em = now() + interval '1 day', revogado_em = now()
      WHERE id_link = ${r.id_link}`);
    const revogado = await pagina(r.token);
    expect([revogado.statusCode, revogado.body.includes(M.linkRevogado)]).toEqual([410, true]);
    expect(revogado.body).not.toContain('Nadia');
    expect((await pagina(`${r.token}/candidato/${cds[0]}`)).statusCode).toBe(410);
    expect(await f.parecerDe(r.id_link, cds[0])).toMatchObject({ id_parecer: null });
  });

  it('shows the vacancy and the link candidates only, never private data without consent, noindex and no-store', async () => {
    const { nr, cds, contato } = await cenario(['Otávio Brito', 'Priscila Leal']);
    await f
      .db()
      .execute(sql`UPDATE pessoa SET nr_documento_cpf = '52998224725', ds_email = 'otavio@pessoal.com'
      WHERE cd_pessoa = ${cds[0]}`);
    await f
      .db()
      .execute(sql`UPDATE candidato SET nm_cidade = 'Joinville', cd_uf = 'SC', dt_nascimento = '1990-05-10',
      nr_telefone_cel = '47999990000', nm_cep = 'Rua das Flores', id_possue_deficiencia = 'S' WHERE cd_pessoa = ${cds[0]}`);
    await f
      .db()
      .execute(sql`INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio, dt_fim,
      ds_experiencia_profissional) VALUES (${cds[0]}, 'Tornearia Silva', 'Torneiro', '2019-03-01', '2023-08-31', 'Operava torno CNC')`);
    const r = await enviar(nr, contato, cds);
    const outra = await cenario(['Quitéria Nome Outro']);
    await enviar(outra.nr, outra.contato, outra.cds);

    const ip = novoIp();
    const p = await pagina(r.token, ip);
    expect(p.statusCode).toBe(200);
    expect(p.headers['cache-control']).toBe('no-store');
    expect(p.headers['x-robots-tag']).toContain('noindex');
    expect(p.headers['referrer-policy']).toBe('same-origin');
    expect(p.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(p.body).toContain('<html lang="pt-BR">');
    expect(p.body).toContain('Otávio Brito');
    expect(p.body).toContain('Priscila Leal');
    expect(p.body).toContain('Joinville/SC');
    expect(p.body).toContain('Torneiro');
    expect(p.body).toContain('01/03/2019 a 31/08/2023');
    expect(p.body).toContain('Metalúrgica Exemplo');
    expect(p.body).toContain('Ver currículo completo');
    expect(p.body).toMatch(/<fieldset><legend>Seu parecer sobre Otávio Brito<\/legend>/);
    for (const privado of ['52998224725', 'otavio@pessoal.com', '47999990000', 'Rua das Flores', 'Quitéria'])
      expect(p.body).not.toContain(privado);

    const carimbos = [p.body, (await pagina(r.token, ip)).body].map(
      (b) => /name="carimbo" value="([^"]+)"/.exec(b)?.[1],
    );
    expect(carimbos[0]).toBeTruthy();
    expect(carimbos[1]).not.toBe(carimbos[0]);
    const css = /href="(\/cliente\/parecer\/recursos\/[^"]+)"/.exec(p.body);
    const estilo = await f.estado.t.app.inject({ method: 'GET', url: (css as RegExpExecArray)[1] });
    expect([estilo.statusCode, estilo.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);

    const curriculo = await pagina(`${r.token}/candidato/${cds[0]}`, ip);
    expect(curriculo.statusCode).toBe(200);
    expect(curriculo.body).toContain('Operava torno CNC');
    expect(curriculo.body).not.toContain('otavio@pessoal.com');
    expect((await pagina(`${r.token}/candidato/${outra.cds[0]}`)).statusCode).toBe(404);
    expect((await pagina(`${r.token}/candidato/abc`)).statusCode).toBe(404);

    const vistas = await q<{ cd: number | null; ds_ip: string; ds_agente: string | null }>(
      sql`SELECT cd_pessoa_candidato::float8 AS cd, ds_ip, ds_agente FROM parecer_cliente_visualizacao
           WHERE id_link = ${r.id_link} ORDER BY id_visualizacao`,
    );
    expect(vistas.map((v) => [v.cd, v.ds_ip])).toEqual([
      [null, ip],
      [null, ip],
      [cds[0], ip],
    ]);
    expect(vistas[0].ds_agente).toBe('lightMyRequest');

    await f.db().execute(sql`INSERT INTO consentimento_candidato (cd_pessoa, ds_versao_aviso, ds_finalidade)
      VALUES (${cds[0]}, '1', ${FINALIDADE_COMPARTILHAR_CLIENTE})`);
    // a page is kept rendered for a short while: a new link shows the consent at once
    const novo = await enviar(nr, contato, cds);
    const comConsentimento = await pagina(novo.token);
    expect(comConsentimento.body).toContain('otavio@pessoal.com');
    expect(comConsentimento.body).toContain('47999990000');
    expect(comConsentimento.body).not.toContain('52998224725');
  });
});

describe('the resume settings of the link', () => {
  it('hides the name when the link does not identify the candidates', async () => {
    const { nr, cds, contato } = await cenario(['Benedita Farias']);
    const r = await enviar(nr, contato, cds);
    await f.db().execute(sql`UPDATE parecer_cliente_link
      SET ds_configuracao = ds_configuracao || '{"identificar_candidato": "N", "mostrar_dados_pessoais": "N"}'::jsonb
      WHERE id_link = ${r.id_link}`);
    await f.db().execute(sql`UPDATE candidato SET dt_nascimento = '1990-05-10' WHERE cd_pessoa = ${cds[0]}`);
    const p = await pagina(r.token);
    expect(p.body).toContain('Candidato 1 (B. F.)');
    expect(p.body).not.toContain('Benedita');
    expect(p.body).not.toContain('anos');
  });
});

describe('answering', () => {
  it('refuses any answer while the vacancy is frozen', async () => {
    const { nr, cds, contato } = await cenario(['Celso Moura']);
    const r = await enviar(nr, contato, cds);
    await f.carimbo(r.token);
    await f.db().execute(sql`UPDATE vaga SET cd_situacao_vaga = 13 WHERE nr_vaga = ${nr}`);
    const res = await responder(r.token, { cd_pessoa_candidato: String(cds[0]), parecer: 'A' });
    expect([res.statusCode, res.body.includes(M.vagaSuspensa)]).toEqual([409, true]);
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBeNull();
  });

  it('records an approval only, redirects with the confirmation and alerts the analyst', async () => {
    const { nr, cds, contato } = await cenario(['Rita Campos']);
    const r = await enviar(nr, contato, cds);
    const res = await responder(r.token, {
      cd_pessoa_candidato: String(cds[0]),
      parecer: 'A',
      comentario: 'Gostamos',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/cliente/parecer/${r.token}?registrado=${cds[0]}#candidato-${cds[0]}`);
    const depois = await pagina(`${r.token}?registrado=${cds[0]}`);
    expect(depois.body).toContain(M.registrado);
    expect(depois.body).toContain('Aprovado pelo cliente');
    expect(depois.body).not.toContain('name="parecer"');
    expect(await f.parecerDe(r.id_link, cds[0])).toMatchObject({ id_parecer: 'A', ds_parecer: 'Gostamos' });
    expect((await f.linhaVc(nr, cds[0])).id_situacao).toBeNull();
    expect(await f.notasCandidato(cds[0])).toContain('PR');
    const [aviso] = await q<{ cd_sip: number; ds: string }>(
      sql`SELECT cd_sip, ds_complemento_aviso AS ds FROM aviso WHERE nr_vaga = ${nr} AND cd_tipo_aviso = ${TIPO_AVISO_PARECER.respondido}`,
    );
    expect(aviso.cd_sip).toBe(f.estado.analista.usuario.cd_sip);
    expect(aviso.ds).toContain('Rita Campos');

    const denovo = await responder(r.token, {
      cd_pessoa_candidato: String(cds[0]),
      parecer: 'R',
      cd_motivo_reprovacao: '1',
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.body).toContain(escapado(M.jaRespondido));
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBe('A');
  });

  it('applies a rejection with its reason in the vacancy, its e-mail following the candidate flag', async () => {
    const { nr, cds, contato } = await cenario(['Sara Mendes', 'Túlio Prado']);
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET id_envia_email_reprov = 'N' WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`,
      );
    const r = await enviar(nr, contato, cds);

    const semMotivo = await responder(r.token, { cd_pessoa_candidato: String(cds[0]), parecer: 'R' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.body).toContain(M.motivoObrigatorio);
    const inativo = await responder(r.token, {
      cd_pessoa_candidato: String(cds[0]),
      parecer: 'R',
      cd_motivo_reprovacao: '2',
    });
    expect(inativo.statusCode).toBe(400);
    expect(inativo.body).toContain(M.motivoInvalido);
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBeNull();

    for (const cd of cds)
      expect(
        (
          await responder(r.token, {
            cd_pessoa_candidato: String(cd),
            parecer: 'R',
            cd_motivo_reprovacao: '1',
            comentario: 'Sem experiência',
          })
        ).statusCode,
      ).toBe(303);
    const [vc] = await q<{ id_situacao: string; cd_motivo_reprovacao: number; dt: string | null }>(
      sql`SELECT id_situacao, cd_motivo_reprovacao, dt_reprovacao::text AS dt FROM vaga_candidato
           WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[0]}`,
    );
    expect(vc).toMatchObject({ id_situacao: 'R', cd_motivo_reprovacao: 1 });
    expect(vc.dt).not.toBeNull();
    const notas = async (cd: number) =>
      (
        await q<{ ds: string }>(sql`SELECT ds_historico AS ds FROM candidato_historico
        WHERE cd_pessoa_candidato = ${cd} AND id_tipo = 'RP'`)
      ).map((n) => n.ds);
    expect(await notas(cds[0])).toEqual([
      `Candidato reprovado na vaga ${nr} pelo cliente (com e-mail de reprovação). Motivo: Perfil não atende.`,
    ]);
    expect(await notas(cds[1])).toEqual([
      `Candidato reprovado na vaga ${nr} pelo cliente. Motivo: Perfil não atende.`,
    ]);
    expect(await f.parecerDe(r.id_link, cds[0])).toMatchObject({
      id_parecer: 'R',
      cd_motivo_reprovacao: 1,
      ds_parecer: 'Sem experiência',
    });
  });

  it('records an interview request with up to three valid future times', async () => {
    const { nr, cds, contato } = await cenario(['Úrsula Lima']);
    const r = await enviar(nr, contato, cds);
    const base = { cd_pessoa_candidato: String(cds[0]), parecer: 'E' };
    expect((await responder(r.token, base)).body).toContain(M.horarioObrigatorio);
    expect((await responder(r.token, { ...base, horario_1: '31/02/2099 10:00' })).body).toContain(
      M.horarioInvalido,
    );
    expect((await responder(r.token, { ...base, horario_1: '01/01/2001 10:00' })).statusCode).toBe(400);
    const ok = await responder(r.token, {
      ...base,
      horario_1: '10/03/2099 14:30',
      horario_3: '11/03/2099 09:00',
    });
    expect(ok.statusCode).toBe(303);
    expect((await f.parecerDe(r.id_link, cds[0])).ds_horarios).toEqual([
      '2099-03-10T17:30:00.000Z',
      '2099-03-11T12:00:00.000Z',
    ]);
    expect((await f.linhaVc(nr, cds[0])).id_situacao).toBeNull();
  });

  it('refuses a candidate withdrawn, approved, decided on another link, or not on the link', async () => {
    const { nr, cds, contato } = await cenario(['Vera Alves', 'Wagner Silva', 'Xênia Rosa', 'Yuri Costa']);
    const r = await enviar(nr, contato, cds);
    const r2 = await enviar(nr, contato, [cds[3]]);
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET id_situacao = 'R' WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[0]}`,
      );
    await f
      .db()
      .execute(
        sql`UPDATE vaga_candidato SET id_situacao = 'A' WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`,
      );
    await f
      .db()
      .execute(sql`DELETE FROM vaga_candidato WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[2]}`);
    expect(
      (await responder(r2.token, { cd_pessoa_candidato: String(cds[3]), parecer: 'A' })).statusCode,
    ).toBe(303);
    const casos: [number, string, number][] = [
      [cds[0], M.candidatoRetirado, 409],
      [cds[1], M.jaAprovado, 409],
      [cds[2], M.candidatoRetirado, 409],
      [cds[3], M.jaDecidido, 409],
    ];
    for (const [cd, texto, status] of casos) {
      const res = await responder(r.token, {
        cd_pessoa_candidato: String(cd),
        parecer: 'E',
        horario_1: '10/03/2099 14:30',
      });
      expect([res.statusCode, res.body.includes(escapado(texto))]).toEqual([status, true]);
      expect((await f.parecerDe(r.id_link, cd)).id_parecer).toBeNull();
    }
    const fora = await responder(r2.token, { cd_pessoa_candidato: String(cds[0]), parecer: 'A' });
    expect([fora.statusCode, fora.body.includes(M.candidatoNaoEncontrado)]).toEqual([404, true]);
  });

  it('refuses a post without the page stamp, with a forged one or from another site, writing nothing', async () => {
    const { nr, cds, contato } = await cenario(['Zeca Nunes']);
    const r = await enviar(nr, contato, cds);
    const campos = { cd_pessoa_candidato: String(cds[0]), parecer: 'A' };
    const deOutroLink = await enviar(nr, contato, cds);
    const antes = [await conta('candidato_historico'), await conta('aviso')];
    const semCarimbo = await responder(r.token, campos, { carimbo: null });
    expect([semCarimbo.statusCode, semCarimbo.body.includes(M.formularioInvalido)]).toEqual([403, true]);
    const carimbo = await f.carimbo(r.token);
    const forjado = `${carimbo.slice(0, -4)}AAAA`;
    expect((await responder(r.token, campos, { carimbo: forjado })).statusCode).toBe(403);
    const alheio = await f.carimbo(deOutroLink.token);
    expect((await responder(r.token, campos, { carimbo: alheio })).statusCode).toBe(403);
    const outroSite = await responder(r.token, campos, { headers: { origin: 'https://atacante.example' } });
    expect(outroSite.statusCode).toBe(403);
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBeNull();
    expect([await conta('candidato_historico'), await conta('aviso')]).toEqual(antes);
  });

  it("accepts the page's own form as a browser posts it: same origin, every field, empty ones too", async () => {
    const { nr, cds, contato } = await cenario(['Ivo Navegador']);
    const r = await enviar(nr, contato, cds);
    const res = await responder(
      r.token,
      {
        cd_pessoa_candidato: String(cds[0]),
        parecer: 'A',
        cd_motivo_reprovacao: '',
        horario_1: '',
        horario_2: '',
        horario_3: '',
        comentario: '',
      },
      { headers: { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' } },
    );
    expect(res.statusCode, res.body).toBe(303);
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBe('A');
  });

  it('limits the answers per address and minute', async () => {
    const { nr, cds, contato } = await cenario(['Alice Ramos']);
    const r = await enviar(nr, contato, cds);
    const ip = novoIp();
    const carimbo = await f.carimbo(r.token);
    const campos = { cd_pessoa_candidato: String(cds[0]), parecer: 'E' };
    for (let i = 0; i < LIMITES_PARECER.respostasPorMinuto; i++)
      expect((await responder(r.token, campos, { ip, carimbo })).statusCode).toBe(400);
    const excedeu = await responder(r.token, { ...campos, horario_1: '10/03/2099 14:30' }, { ip, carimbo });
    expect([excedeu.statusCode, excedeu.body.includes(M.muitasRespostas)]).toEqual([429, true]);
    expect((await f.parecerDe(r.id_link, cds[0])).id_parecer).toBeNull();
    expect(
      (await responder(r.token, { ...campos, horario_1: '10/03/2099 14:30' }, { carimbo })).statusCode,
    ).toBe(303);
  });
});
