import { dataNegocio } from '@backoffice/domain/datas';
import { mensagemFechamentoVaga } from '@backoffice/domain/portal-candidaturas';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { criarUnidade } from '../../../../test/factories';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../../test/pesquisa-fixtures';
import { reservarFechamentos, rodadaFechamento } from './mensagem-fechamento.service';

let t: TestApp;
let cliente: number;

const q = <T>(texto: string, p: unknown[] = []) => t.db.handle.query<T>(texto, p);
const enviadas = async () =>
  (
    await q<{ ds_destino: string }>(
      `SELECT ds_destino FROM mensagem_saida WHERE ds_assunto LIKE 'A vaga % foi encerrada' ORDER BY ds_destino`,
    )
  ).map((r) => r.ds_destino);
const linhas = async () =>
  (
    await q<{ nr_vaga: number; cd: number; id_resultado: string | null; tem_saida: boolean }>(
      `SELECT nr_vaga::float8 AS nr_vaga, cd_pessoa_candidato::float8 AS cd, id_resultado,
              id_mensagem_saida IS NOT NULL AS tem_saida
         FROM mensagem_fechamento_vaga ORDER BY nr_vaga, cd_pessoa_candidato`,
    )
  ).map((r) => ({ ...r, nr_vaga: Number(r.nr_vaga), cd: Number(r.cd) }));

async function candidato(nome: string, email: string | null, recusa = false): Promise<number> {
  const cd = await criarCandidato(t.db.handle, { nome });
  await q(`UPDATE pessoa SET ds_email = $2 WHERE cd_pessoa = $1`, [cd, email]);
  if (recusa) await q(`UPDATE candidato SET id_recusa_mensagens = 'S' WHERE cd_pessoa = $1`, [cd]);
  return cd;
}
const relacionar = (nrVaga: number, cd: number, situacao: string | null = null) =>
  q(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao) VALUES ($1, $2, 3, $3)`,
    [nrVaga, cd, situacao],
  );
const candidatar = (nrRequisicao: number, cd: number, nrVaga: number | null = null) =>
  q(`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga) VALUES ($1, $2, $3)`, [
    cd,
    nrRequisicao,
    nrVaga,
  ]);
async function vaga(situacao: number, diasDesdeFechamento = 0) {
  const v = await criarVaga(t.db.handle, { cliente, situacao });
  await q(`UPDATE vaga SET dt_situacao = now() - make_interval(days => $2) WHERE nr_vaga = $1`, [
    v.nr_vaga,
    diasDesdeFechamento,
  ]);
  return v;
}

beforeAll(async () => {
  t = await createTestApp();
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  await criarCatalogos(t.db.handle);
  cliente = await criarCliente(t.db.handle, 'Cliente Fechamento');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  vi.restoreAllMocks();
  await q('DELETE FROM mensagem_fechamento_vaga');
  await q('DELETE FROM mensagem_saida');
  await q('DELETE FROM candidato_web');
  await q('DELETE FROM vaga_candidato');
});

describe('closing messages of closed vacancies', () => {
  it('sends once to each pending candidate; opted out and no contact are kept, not sent', async () => {
    const fechada = await vaga(5);
    const aberta = await vaga(1);
    const pendente = await candidato('Paula Pendente', 'paula@example.com');
    const recusa = await candidato('Rui Recusa', 'rui@example.com', true);
    const semContato = await candidato('Sem Contato', null);
    const reprovada = await candidato('Rita Reprovada', 'rita@example.com');
    const aprovada = await candidato('Ana Aprovada', 'ana@example.com');
    const web = await candidato('Walter Web', 'walter@example.com');
    const naAberta = await candidato('Otto Aberta', 'otto@example.com');
    await relacionar(fechada.nr_vaga, pendente);
    await relacionar(fechada.nr_vaga, recusa);
    await relacionar(fechada.nr_vaga, semContato);
    await relacionar(fechada.nr_vaga, reprovada, 'R');
    await relacionar(fechada.nr_vaga, aprovada, 'A');
    await candidatar(fechada.nr_requisicao, web);
    await candidatar(fechada.nr_requisicao, pendente);
    await relacionar(aberta.nr_vaga, naAberta);
    await candidatar(aberta.nr_requisicao, web);

    expect(await rodadaFechamento(t.app.deps)).toBe(2);
    expect(await enviadas()).toEqual(['paula@example.com', 'walter@example.com']);
    const nr = fechada.nr_vaga;
    expect(await linhas()).toEqual(
      [
        { nr_vaga: nr, cd: pendente, id_resultado: 'E', tem_saida: true },
        { nr_vaga: nr, cd: recusa, id_resultado: 'O', tem_saida: false },
        { nr_vaga: nr, cd: semContato, id_resultado: 'S', tem_saida: false },
        { nr_vaga: nr, cd: web, id_resultado: 'E', tem_saida: true },
      ].sort((a, b) => a.cd - b.cd),
    );
    const [texto] = await q<{ ds_conteudo: string }>(
      `SELECT ds_conteudo FROM mensagem_saida WHERE ds_destino = 'paula@example.com'`,
    );
    expect(texto.ds_conteudo).toContain('Olá, Paula.');
    expect(texto.ds_conteudo).toContain('/vagas/minha-area');

    expect(await rodadaFechamento(t.app.deps)).toBe(0);
    expect(await enviadas()).toHaveLength(2);
  });

  it('a send that throws leaves its row reserved and the next round sends nothing twice', async () => {
    const fechada = await vaga(6);
    const a = await candidato('Alice Falha', 'alice@example.com');
    const b = await candidato('Bruno Segue', 'bruno@example.com');
    await relacionar(fechada.nr_vaga, a);
    await relacionar(fechada.nr_vaga, b);
    const email = t.app.deps.mensageria.email;
    const original = email.enviar.bind(email);
    vi.spyOn(email, 'enviar').mockImplementation(async (m) => {
      if (m.para === 'alice@example.com') throw new Error('queda do processo');
      return original(m);
    });
    expect(await rodadaFechamento(t.app.deps)).toBe(1);
    vi.restoreAllMocks();
    expect(await rodadaFechamento(t.app.deps)).toBe(0);
    expect(await enviadas()).toEqual(['bruno@example.com']);
    expect((await linhas()).map((l) => [l.cd, l.id_resultado])).toEqual(
      [
        [a, null],
        [b, 'E'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it('rows reserved by a round that stopped before sending are never sent by the next', async () => {
    const fechada = await vaga(8);
    const c = await candidato('Carlos Reservado', 'carlos@example.com');
    await relacionar(fechada.nr_vaga, c);
    const { aEnviar } = await t.app.deps.db.transaction((tx) => reservarFechamentos(tx));
    expect(aEnviar.map((r) => r.cd_pessoa)).toEqual([c]);
    expect(await rodadaFechamento(t.app.deps)).toBe(0);
    expect(await enviadas()).toEqual([]);
    expect(await linhas()).toEqual([
      { nr_vaga: fechada.nr_vaga, cd: c, id_resultado: null, tem_saida: false },
    ]);
  });

  it('a provider refusal is kept as F; vacancies closed long ago are left alone', async () => {
    const fechada = await vaga(9);
    const antiga = await vaga(5, 90);
    const d = await candidato('Dora Recusada', 'dora@example.com');
    const e = await candidato('Eva Antiga', 'eva@example.com');
    await relacionar(fechada.nr_vaga, d);
    await relacionar(antiga.nr_vaga, e);
    const { ErroEnvio } = await import('../../../platform/adapters/mensageria');
    vi.spyOn(t.app.deps.mensageria.email, 'enviar').mockRejectedValue(new ErroEnvio('caixa cheia'));
    expect(await rodadaFechamento(t.app.deps)).toBe(0);
    expect(await linhas()).toEqual([{ nr_vaga: fechada.nr_vaga, cd: d, id_resultado: 'F', tem_saida: true }]);
  });

  it('goes by WhatsApp too where the candidate marked the mobile as WhatsApp; only WhatsApp is a contact', async () => {
    const fechada = await vaga(6);
    const ambos = await candidato('Bia Ambos', 'bia@example.com');
    const soWhats = await candidato('Caio Zap', null);
    const semMarca = await candidato('Davi Sem Marca', null);
    await q(
      `UPDATE candidato SET nr_telefone_cel = '(11) 98765-4321', id_possui_whatsapp_cel = 'S' WHERE cd_pessoa = ANY($1)`,
      [[ambos, soWhats]],
    );
    await q(
      `UPDATE candidato SET nr_telefone_cel = '11 91234-5678', id_possui_whatsapp_cel = 'N' WHERE cd_pessoa = $1`,
      [semMarca],
    );
    for (const cd of [ambos, soWhats, semMarca]) await relacionar(fechada.nr_vaga, cd);
    const envio = vi.spyOn(t.app.deps.mensageria.whatsapp, 'enviar');
    expect(await rodadaFechamento(t.app.deps)).toBe(2);
    expect(envio).toHaveBeenCalledTimes(2);
    expect(envio.mock.calls[0]).toEqual([
      '5511987654321',
      {
        type: 'template',
        template: {
          name: t.app.deps.config.WHATSAPP_TEMPLATE_FECHAMENTO,
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: expect.any(String) },
                { type: 'text', text: expect.any(String) },
              ],
            },
          ],
        },
      },
    ]);
    const canais = await q<{ cd: number; canais: string | null; resultado: string }>(
      `SELECT cd_pessoa_candidato::float8 AS cd, ds_canais AS canais, id_resultado AS resultado
         FROM mensagem_fechamento_vaga ORDER BY cd_pessoa_candidato`,
    );
    expect(canais.map((c) => ({ ...c, cd: Number(c.cd) }))).toEqual([
      { cd: ambos, canais: 'email,whatsapp', resultado: 'E' },
      { cd: soWhats, canais: 'whatsapp', resultado: 'E' },
      { cd: semMarca, canais: null, resultado: 'S' },
    ]);
    const [zap] = await q<{ ds_conteudo: string }>(
      `SELECT ds_conteudo FROM mensagem_saida WHERE ds_canal = 'whatsapp' ORDER BY id_mensagem_saida LIMIT 1`,
    );
    expect(zap.ds_conteudo).toMatch(/^Olá, Bia! A vaga .+ foi encerrada\./);
  });

  it('the text is plain pt-BR with the portal link', () => {
    const m = mensagemFechamentoVaga({
      nome: 'Maria Souza',
      titulo: 'Auxiliar',
      linkPortal: 'https://x/vagas',
    });
    expect(m.assunto).toBe('A vaga Auxiliar foi encerrada');
    expect(m.texto).toContain('Obrigado');
    expect(m.texto).toContain('https://x/vagas');
  });
});

describe('GET /api/relatorios/fechamento-candidaturas', () => {
  it('answers pending, sent, opted out, without contact and the share sent', async () => {
    const fechada = await vaga(5);
    await relacionar(fechada.nr_vaga, await candidato('F1', 'f1@example.com'));
    await relacionar(fechada.nr_vaga, await candidato('F2', 'f2@example.com', true));
    await relacionar(fechada.nr_vaga, await candidato('F3', null));
    await rodadaFechamento(t.app.deps);
    const cookie = await login(t.app, { permissoes: [59] });
    const hoje = dataNegocio();
    const r = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/relatorios/fechamento-candidaturas?de=${hoje}&ate=${hoje}`,
    });
    expect(r.json()).toEqual({
      QT_PENDENTES: 3,
      QT_ENVIADAS: 1,
      QT_RECUSA: 1,
      QT_SEM_CONTATO: 1,
      QT_FALHAS: 0,
      PC_ENVIADAS: 33.3,
    });
    const vazio = await injectAs(t.app, cookie, {
      method: 'GET',
      url: '/api/relatorios/fechamento-candidaturas?de=2020-01-01&ate=2020-01-31',
    });
    expect(vazio.json()).toMatchObject({ QT_PENDENTES: 0, PC_ENVIADAS: null });
    const invertido = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/relatorios/fechamento-candidaturas?de=${hoje}&ate=2020-01-01`,
    });
    expect(invertido.statusCode).toBe(400);
    const semAcesso = await login(t.app, { permissoes: [36] });
    expect(
      (await injectAs(t.app, semAcesso, { method: 'GET', url: '/api/relatorios/fechamento-candidaturas' }))
        .statusCode,
    ).toBe(403);
  });
});
