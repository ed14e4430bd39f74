import { MENSAGENS_AGENDA } from '@backoffice/domain/agenda-candidato';
import { EVENTO_AGENDA, TEXTO_NAO_COMPARECEU } from '@backoffice/domain/agendamento';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let ana: Sessao;
let candidato: number;
let outro: number;
const eventos: string[] = [];

function dataHora(dias: number, hora = '10:00'): string {
  const d = new Date(`${dataNegocio()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${hora}`;
}
function dia(dias: number): string {
  const d = new Date(`${dataNegocio()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  ana = await loginComUsuario(t.app, 'selecao');
  candidato = await criarCandidato(h, { nome: 'Carla Agenda' });
  outro = await criarCandidato(h, { nome: 'Bruno Outro' });
  await h.listen('eventos', (p) => {
    eventos.push(p);
  });
});
afterAll(async () => {
  await t?.close();
});

const salvar = (payload: Record<string, unknown>) =>
  injectAs(t.app, ana.cookie, { method: 'POST', url: '/api/agendamento/salvar-agendamento', payload });
const agendaAnalista = (payload: Record<string, unknown>, cookie = ana.cookie) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/agendamento/agendamentos-analista', payload });
const doCandidato = (cd: number) =>
  injectAs(t.app, ana.cookie, { method: 'GET', url: `/api/agendamento/agendamentos-candidato/${cd}` });
const naoCompareceu = (payload: Record<string, unknown>) =>
  injectAs(t.app, ana.cookie, { method: 'POST', url: '/api/agendamento/candidato-nao-compareceu', payload });

describe('the candidate data page scheduling', () => {
  let criadoEm: string;

  it("lists the candidate's appointments with the scheduling row of spec 002 §3.4", async () => {
    const r1 = await salvar({
      cd_pessoa_candidato: candidato,
      cd_usuario_atendimento: ana.usuario.cd_sip,
      dt_atendimento: dataHora(1, '09:00'),
      tipo_agendamento: 'T',
    });
    expect(r1.statusCode).toBe(200);
    criadoEm = r1.json().criado_em;
    await salvar({
      cd_pessoa_candidato: outro,
      cd_usuario_atendimento: ana.usuario.cd_sip,
      dt_atendimento: dataHora(3, '15:00'),
      tipo_agendamento: 'E',
    });
    const res = await doCandidato(candidato);
    expect(res.statusCode).toBe(200);
    const linhas = res.json();
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      CD_PESSOA: candidato,
      NM_PESSOA: 'Carla Agenda',
      ID_TIPO_AGENDAMENTO: 'T',
      TIPO_AGENDAMENTO: 'Teste',
      DT_ENCERRAMENTO: null,
      ID_ATRASOU: 'N',
      CD_USUARIO_ATENDIMENTO: ana.usuario.cd_sip,
      CRIADO_EM: criadoEm,
    });
    expect(linhas[0].CRIADO_EM_FORMATADO).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await doCandidato(99_999_999)).statusCode).toBe(404);
  });

  it("filters the analyst's schedule by period, type, situation and candidate", async () => {
    const base = { cd_pessoa_analista: ana.usuario.user_sip, inicio: dia(0), termino: dia(7) };
    const todos = (await agendaAnalista(base)).json();
    expect(todos.map((l: { NM_PESSOA: string }) => l.NM_PESSOA)).toEqual(['Bruno Outro', 'Carla Agenda']);
    const testes = (await agendaAnalista({ ...base, tipo_agendamento: 'T' })).json();
    expect(testes.map((l: { CD_PESSOA: number }) => l.CD_PESSOA)).toEqual([candidato]);
    const porNome = (await agendaAnalista({ ...base, candidato: 'bruno' })).json();
    expect(porNome.map((l: { CD_PESSOA: number }) => l.CD_PESSOA)).toEqual([outro]);
    const fora = (await agendaAnalista({ ...base, inicio: dia(2), termino: dia(2) })).json();
    expect(fora).toEqual([]);
    const invertido = await agendaAnalista({ ...base, inicio: dia(5), termino: dia(1) });
    expect(invertido.statusCode).toBe(400);
    expect(JSON.stringify(invertido.json())).toContain(MENSAGENS_AGENDA.periodo);
    const longo = await agendaAnalista({ ...base, termino: dia(100) });
    expect(longo.statusCode).toBe(400);
  });

  it('marks a no-show: closes the appointment, notes the history, announces agenda; a closed one is refused', async () => {
    const antes = eventos.length;
    const res = await naoCompareceu({ cd_pessoa_candidato: candidato, criado_em: criadoEm });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(eventos.slice(antes).some((e) => JSON.parse(e).tipo === EVENTO_AGENDA)).toBe(true),
    );
    const [linha] = (await doCandidato(candidato)).json();
    expect(linha.ID_COMPARECEU).toBe('N');
    expect(linha.DT_ENCERRAMENTO).not.toBeNull();
    expect(linha.DS_DESCRICAO).toBe(TEXTO_NAO_COMPARECEU);
    const notas = await t.db.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidato_historico WHERE cd_pessoa_candidato = $1 AND id_tipo = 'NC'`,
      [candidato],
    );
    expect(notas[0].n).toBe(1);
    const abertos = (
      await agendaAnalista({
        cd_pessoa_analista: ana.usuario.user_sip,
        inicio: dia(0),
        termino: dia(7),
        situacao: 'A',
      })
    ).json();
    expect(abertos.map((l: { CD_PESSOA: number }) => l.CD_PESSOA)).toEqual([outro]);
    const outraVez = await naoCompareceu({ cd_pessoa_candidato: candidato, criado_em: criadoEm });
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().error).toBe(MENSAGENS_AGENDA.encerrado);
    const inexistente = await naoCompareceu({
      cd_pessoa_candidato: candidato,
      criado_em: '2031-01-01T00:00:00Z',
    });
    expect(inexistente.statusCode).toBe(404);
  });

  it('refuses users without a page area', async () => {
    const sem = await loginComUsuario(t.app, { permissoes: [] });
    const res = await agendaAnalista(
      { cd_pessoa_analista: ana.usuario.user_sip, inicio: dia(0), termino: dia(1) },
      sem.cookie,
    );
    expect(res.statusCode).toBe(403);
  });
});
