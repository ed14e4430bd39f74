import { EVENTO_AVISO, TIPO_AVISO_CALLCENTER, textoAvisoCallcenter } from '@backoffice/domain/aviso';
import { EVENTO_CALLCENTER, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieDaResposta, injectAs, type TestApp } from '../../../test/helpers';
import { ErroEnvio } from '../../platform/adapters/mensageria';
import { usarCallcenter } from './callcenter.fixtures';
import { processarRespostasChatbot, respostaDoChatbot } from './resposta-chatbot.service';

/** The call center: access, the chatbot's hand-over to the unit's queue, the agents' alert, the hand-over message in the background. */

const cc = usarCallcenter();
const {
  ana,
  beto,
  enviados,
  eventos,
  q,
  notificacao,
  webhook,
  conversaAberta,
  fila,
  iniciar,
  enviar,
  conversa,
  esperarEventos,
} = cc;
let t: TestApp;
let analistaVaga: number;
let cookieOutraUnidade: string;
let cookieSelecao: string;
beforeAll(() => {
  ({ t, analistaVaga, cookieOutraUnidade, cookieSelecao } = cc.estado);
});

describe('access', () => {
  it('needs code 316 and a call-center unit; the path user must be the logged one', async () => {
    expect((await fila(cookieSelecao, analistaVaga)).statusCode).toBe(403);
    expect((await fila(cookieOutraUnidade, 0)).statusCode).toBe(403);
    const outro = await fila(ana.cookie, beto.sip);
    expect(outro.statusCode).toBe(403);
    expect(outro.json().error).toBe(M.outroUsuario);
    const semUnidade = await fila(ana.cookie, ana.sip, 2);
    expect(semUnidade.statusCode).toBe(400);
    expect(semUnidade.json().error).toBe(M.unidadeInvalida);
    expect((await fila(ana.cookie, ana.sip, 'x')).statusCode).toBe(400);
  });
});

describe('hand-over from the chatbot', () => {
  it('a reply puts the conversation in its unit queue, alerts the unit and the chatbot says a person follows', async () => {
    const c = await conversaAberta();
    const antes = (await fila(ana.cookie, ana.sip)).json();
    expect(antes.some((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id)).toBe(false);

    const r = await webhook(t.app, notificacao(c.telefone, 'Quero saber mais'));
    expect(r.json()).toEqual({ guardadas: 1 });
    await t.app.deps.jobs.ociosa();
    await esperarEventos();
    expect(eventos).toContainEqual({
      tipo: EVENTO_CALLCENTER,
      dados: { acao: 'entrada', id_chatbot_conversa: c.id, cd_empresa: 1 },
    });
    expect(enviados).toEqual([
      { para: c.telefone, corpo: { type: 'text', text: { body: M.respostaTransferencia } } },
    ]);

    const linhas = (await fila(ana.cookie, ana.sip, 1)).json();
    const linha = linhas.find((l: { ID_CHATBOT_CONVERSA: number }) => l.ID_CHATBOT_CONVERSA === c.id);
    expect(linha).toMatchObject({
      CD_PESSOA_CANDIDATO: c.cd,
      NR_TELEFONE_CANDIDATO: c.telefone,
      NM_PESSOA_CLIENTE: 'Metalúrgica Call',
      CD_PESSOA_ANALISTA_ATENDIMENTO: null,
      DT_FIM_ATENDIMENTO_CC: null,
      NR_VAGA: c.nrVaga,
      VAGA_SELECIONADA: JSON.stringify({ NR_VAGA: c.nrVaga }),
      CD_EMPRESA: 1,
      ID_CHATBOT_ATIVO: 'S',
    });
    expect(linha.DT_INICIO_CHAT).not.toBeNull();

    // a second message while waiting does not repeat the chatbot's answer
    enviados.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Alguém aí?'));
    expect(enviados).toEqual([]);
    const nodes = (await conversa(ana.cookie, c.id)).json().NODES;
    expect(nodes.map((n: { ID_TIPO: string }) => n.ID_TIPO)).toEqual([
      'ENVIADO',
      'RECEBIDO',
      'ENVIADO',
      'RECEBIDO',
    ]);
    expect(nodes[2].NM_PESSOA_ANALISTA).toBe('Chatbot');
  });
});

describe("the agents' alert", () => {
  type Aviso = { ID: number; CD_TIPO_AVISO: number; DS_COMPLEMENTO_AVISO: string | null; VIEWED: string };
  const avisos = async (cookie: string) =>
    (await injectAs(t.app, cookie, { method: 'GET', url: '/api/analista/avisos' })).json() as Aviso[];

  it('is stored for each agent of the unit: one who logs in later sees it and marks it read', async () => {
    const c = await conversaAberta();
    const [{ nome }] = await q<{ nome: string }>(
      'SELECT nm_pessoa AS nome FROM pessoa WHERE cd_pessoa = $1',
      [c.cd],
    );
    const texto = textoAvisoCallcenter(nome, c.nrVaga);
    expect((await webhook(t.app, notificacao(c.telefone, 'Tenho interesse'))).statusCode).toBe(200);
    await t.app.deps.jobs.ociosa();
    await esperarEventos();
    // sent live to each agent of unit 1 (Ana and Beto), with its id
    const aoVivo = eventos.filter((e) => e.tipo === EVENTO_AVISO && e.dados.DS_COMPLEMENTO_AVISO === texto);
    expect(aoVivo).toHaveLength(2);
    expect(aoVivo.map((e) => (e as { para?: { cd_sip: number[] } }).para?.cd_sip[0])).toContain(ana.cdSip);

    // Ana logs in afterwards (a new session) and finds it
    const entrada = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { usuario: ana.login, senha: ana.senha },
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const cookieDepois = cookieDaResposta(entrada);
    const daAna = (await avisos(cookieDepois)).find((a) => a.DS_COMPLEMENTO_AVISO === texto);
    expect(daAna).toMatchObject({ CD_TIPO_AVISO: TIPO_AVISO_CALLCENTER, VIEWED: 'N' });
    // not for users of another unit nor for users without the call center
    expect((await avisos(cookieOutraUnidade)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);
    expect((await avisos(cookieSelecao)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);

    // marked read by Ana, it is gone for her and still there for Beto
    const ciente = await injectAs(t.app, cookieDepois, {
      method: 'POST',
      url: '/api/analista/confirma-visualizar-vaga',
      payload: { id_alerta: daAna?.ID },
    });
    expect(ciente.statusCode, ciente.body).toBe(200);
    expect((await avisos(cookieDepois)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(false);
    expect((await avisos(beto.cookie)).some((a) => a.DS_COMPLEMENTO_AVISO === texto)).toBe(true);
    const [guardado] = await q<{ v: string; quando: Date | null }>(
      'SELECT id_visualizado AS v, dt_visualizado AS quando FROM aviso WHERE id_aviso = $1',
      [daAna?.ID],
    );
    expect(guardado.v).toBe('S');
    expect(guardado.quando).not.toBeNull();

    // a second message while it waits alerts nobody again
    eventos.length = 0;
    await webhook(t.app, notificacao(c.telefone, 'Alguém?'));
    await esperarEventos();
    expect(eventos.some((e) => e.tipo === EVENTO_AVISO)).toBe(false);
  });
});

describe('the hand-over message in the background', () => {
  const mensagensDoChatbot = (id: number) =>
    q<{ n: number }>(
      `SELECT count(*)::int AS n FROM chatbot_mensagem WHERE id_chatbot_conversa = $1 AND nm_pessoa_analista = 'Chatbot'
          AND json_mensagem->'text'->>'body' = $2`,
      [id, M.respostaTransferencia],
    ).then((r) => Number(r[0].n));
  const trabalhos = (id: number) =>
    q<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'chatbot-resposta' AND (data->>'id_chatbot_conversa')::int = $1`,
      [id],
    );
  /** Runs now the jobs waiting for a retry, as a worker of any instance would when their time comes. */
  const vencerRetentativas = async () => {
    await q(
      "UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'chatbot-resposta' AND state = 'retry'",
    );
    await processarRespostasChatbot(t.app.deps);
  };
  /** A provider whose hand-over sends obey `comportamento`; every other send goes through. */
  function comProvedor(comportamento: () => Promise<{ id: string }>) {
    const original = t.app.deps.mensageria;
    const envios: string[] = [];
    t.app.deps.mensageria = {
      ...original,
      whatsapp: {
        ...original.whatsapp,
        async enviar(para, corpo) {
          envios.push(para);
          if (corpo.type === 'text' && corpo.text.body === M.respostaTransferencia) return comportamento();
          return original.whatsapp.enviar(para, corpo);
        },
      },
    };
    return { envios, restaurar: () => (t.app.deps.mensageria = original) };
  }

  it('the webhook answers while a slow provider is still sending; the message is stored once it is sent', async () => {
    let liberar: (v: { id: string }) => void = () => undefined;
    const portao = new Promise<{ id: string }>((r) => {
      liberar = r;
    });
    const provedor = comProvedor(() => portao);
    try {
      const c = await conversaAberta();
      const r = await webhook(t.app, notificacao(c.telefone, 'Tenho interesse'));
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ guardadas: 1 });
      // answered with the send still pending at the provider: queued in the webhook's transaction
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).length).toBe(1);
      liberar({ id: `wamid.lento-${c.id}` });
      await t.app.deps.jobs.ociosa();
      expect(provedor.envios).toEqual([c.telefone]);
      expect(await mensagensDoChatbot(c.id)).toBe(1);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
      const nodes = (await conversa(ana.cookie, c.id)).json().NODES;
      expect(nodes.map((n: { ID_TIPO: string }) => n.ID_TIPO)).toEqual(['ENVIADO', 'RECEBIDO', 'ENVIADO']);
    } finally {
      provedor.restaurar();
    }
  });

  it('a refused send stays queued and goes out on a retry, once', async () => {
    let falhar = true;
    const provedor = comProvedor(async () => {
      if (falhar) throw new ErroEnvio('O WhatsApp não respondeu: fora do ar');
      return { id: `wamid.retentativa-${Date.now()}` };
    });
    try {
      const c = await conversaAberta();
      expect((await webhook(t.app, notificacao(c.telefone, 'Oi'))).statusCode).toBe(200);
      await t.app.deps.jobs.ociosa();
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['retry']);
      falhar = false;
      await vencerRetentativas();
      await vencerRetentativas();
      expect(await mensagensDoChatbot(c.id)).toBe(1);
      expect(provedor.envios).toHaveLength(2);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
      // a job run again (a crash after the send) finds the message sent and sends nothing
      await respostaDoChatbot(t.app.deps, {
        id_chatbot_conversa: c.id,
        nr_telefone: c.telefone,
        id_mensagem_recebida: 0,
      });
      expect(provedor.envios).toHaveLength(2);
    } finally {
      provedor.restaurar();
    }
  });

  it('keeps the order: once a person wrote, a hand-over still queued is not sent after them', async () => {
    const provedor = comProvedor(async () => {
      throw new ErroEnvio('O WhatsApp não respondeu.');
    });
    try {
      const c = await conversaAberta();
      expect((await webhook(t.app, notificacao(c.telefone, 'Oi de novo'))).statusCode).toBe(200);
      await t.app.deps.jobs.ociosa();
      expect((await iniciar(ana, c.id)).statusCode).toBe(200);
      const r = await enviar(ana, { id_chatbot_conversa: c.id, message: 'Oi, aqui é a Ana.' });
      expect(r.statusCode, r.body).toBe(200);
      provedor.restaurar();
      await vencerRetentativas();
      expect(await mensagensDoChatbot(c.id)).toBe(0);
      expect((await trabalhos(c.id)).map((j) => j.state)).toEqual(['completed']);
    } finally {
      provedor.restaurar();
    }
  });
});
