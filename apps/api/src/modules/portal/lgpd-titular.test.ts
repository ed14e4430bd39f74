import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  TIPO_AVISO_ATRASO_CHEGADA,
  TIPO_AVISO_CALLCENTER,
  textoAvisoCallcenter,
} from '@backoffice/domain/aviso';
import { textoAvisoEspera } from '@backoffice/domain/fila-atendimento';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo } from '../../../test/curriculo-fixtures';
import { criarPessoa, criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { criarCandidato } from '../../../test/pesquisa-fixtures';
import { criarCatalogoTestes } from '../../../test/testes-fixtures';
import { criarCliente, criarRequisicao, criarVaga } from '../../../test/vaga-fixtures';
import { consultar } from '../../db/client';
import { Carimbos, criarSessaoCandidato } from './seguranca-portal';

const SEGREDO = 'segredo-de-teste-do-portal-com-32-caracteres';
const carimbos = new Carimbos({ PORTAL_SECRET: SEGREDO });
let t: TestApp;
let analista: Sessao;
let gerente: Sessao;
const UNIDADE = 'Unidade Joinville Centro';
const CLIENTE_SIGILOSO = 'Metalúrgica Segredo Industrial';
const CLIENTE_ABERTO = 'Indústria Aberta Ltda';
let clienteSigiloso: number;
let clienteAberto: number;

beforeAll(async () => {
  t = await createTestApp({ PORTAL_SECRET: SEGREDO });
  await criarUnidade(t.app.deps.db, { cd_empresa: 1, nm_empresa: UNIDADE });
  await criarCatalogosCurriculo(t.db.handle);
  await criarCatalogoTestes(t.db.handle);
  clienteSigiloso = await criarCliente(t.app.deps.db, CLIENTE_SIGILOSO);
  clienteAberto = await criarCliente(t.app.deps.db, CLIENTE_ABERTO);
  analista = await loginComUsuario(t.app, {
    nm_pessoa: 'Beatriz Nogueira Analista',
    apelido: 'bia.selecao',
    permissoes: [58],
  });
  gerente = await loginComUsuario(t.app, { permissoes: [59] });
});
afterAll(async () => {
  await t?.close();
});

const exec = (q: ReturnType<typeof sql>) => t.app.deps.db.execute(q);
const um = async <T>(q: ReturnType<typeof sql>) => (await consultar<T>(t.app.deps.db, q))[0];

async function vaga(cliente: number, dados: Parameters<typeof criarVaga>[2] = {}) {
  const requisicao = await criarRequisicao(t.app.deps.db, cliente);
  const nr = await criarVaga(t.app.deps.db, { cliente, requisicao }, { cd_cargo: 101, ...dados });
  return { nr, requisicao };
}

/** Every key of a JSON value, at any depth. */
function chaves(v: unknown, saida = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) chaves(x, saida);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      saida.add(k);
      chaves(x, saida);
    }
  return saida;
}

async function textoDoPdf(corpo: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe("the candidate's LGPD export", () => {
  const REFERRER_PHONE = '47988001122';
  const REFERRER_REGISTRATION = 'MAT-77881';
  const REFERRER_MANAGER = 'Waldir Tavares';
  const OPINION =
    'Parecer reservado: perfil aderente à Metalúrgica Segredo Industrial, mas exigente com salário.';
  const STAFF_NOTE = 'Comentário interno da analista: candidata pareceu insegura na conversa.';
  const APPOINTMENT_NOTE = 'Nota interna da agenda: o cliente pediu perfil calmo.';
  const BLOCK_NOTE = 'Candidato bloqueado: faltou sem avisar';
  let cd: number;
  let sigilosa: { nr: number; requisicao: number };
  let aberta: { nr: number; requisicao: number };
  let cookie: string;

  beforeAll(async () => {
    cd = await criarCandidato(t.db.handle, {
      nome: 'Helena Prado',
      cargos: [{ cd_cargo: 101, anos: 2 }],
      empregos: [
        { empresa: 'Transportadora Norte', cargo: 'Conferente', descricao: 'Conferência de cargas.' },
      ],
      cursos: ['Técnico em Logística'],
      idiomas: [{ cd: 1, leitura: 3, escrita: 2, fala: 2 }],
      deficiencias: [2],
      nr_telefone_cel: '47991112233',
    });
    await exec(sql`
      UPDATE pessoa SET nr_documento_cpf = '52998224725', ds_email = 'helena.prado@example.com', criado_por = ${analista.usuario.cd_sip}
       WHERE cd_pessoa = ${cd}`);
    await exec(sql`
      UPDATE candidato SET ds_hobbies = 'Corrida de rua', nr_nota_candidato = 8, id_destaque = 'S',
             criado_por = ${analista.usuario.cd_sip}, alterado_por = ${analista.usuario.cd_sip}
       WHERE cd_pessoa = ${cd}`);
    await exec(sql`
      INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone) VALUES (${cd}, 1, '5', '47991112233')`);
    await exec(
      sql`INSERT INTO candidato_software (cd_pessoa_candidato, cd_conhecimento, id_conhecimento) VALUES (${cd}, 2, 3)`,
    );
    await exec(
      sql`INSERT INTO candidato_competencia (cd_pessoa_candidato, cd_competencia, nr_nota) VALUES (${cd}, 1, 4)`,
    );

    // a referral by another person, with that person's data at the client
    const referrer = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Rogério Indicador' });
    await exec(sql`
      INSERT INTO indicacao (cd_pessoa_candidato, dt_indicacao, cd_pessoa_indica, cd_pessoa_cliente,
                             ds_matricula_indicador, nm_superior_indicador, nr_telefone_indicador,
                             id_trabalhou_empresa_indicacao, ds_observacao, id_grau_afinidade_indicador, criado_por)
      VALUES (${cd}, '2030-03-04', ${referrer}, ${clienteAberto}, ${REFERRER_REGISTRATION}, ${REFERRER_MANAGER},
              ${REFERRER_PHONE}, 'N', 'Indicada pelo primo, boa referência no setor.', 'P', ${analista.usuario.cd_sip})`);
    // an analyst's opinion naming a client
    await exec(sql`
      INSERT INTO candidato_parecer (cd_pessoa_candidato, ds_observacoes, cd_usuario)
      VALUES (${cd}, ${OPINION}, ${analista.usuario.cd_sip})`);

    // a confidential vacancy (the portal shows its unit) and an ordinary one, both forwarded
    sigilosa = await vaga(clienteSigiloso, {
      id_vaga_confidencial: 'S',
      cd_pessoa_analista: analista.usuario.user_sip,
    });
    aberta = await vaga(clienteAberto, { id_vaga_sigilosa: 'N' });
    await exec(sql`
      INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga, id_visto) VALUES (${cd}, ${sigilosa.requisicao}, ${sigilosa.nr}, 'S')`);
    await exec(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_curriculo, dt_encaminhamento,
                                  dt_faturamento, cd_usuario)
      VALUES (${sigilosa.nr}, ${cd}, 5, '2030-03-10T12:00:00Z', '2030-03-12T12:00:00Z', '2031-02-03', ${analista.usuario.cd_sip}),
             (${aberta.nr}, ${cd}, 4, '2030-03-11T12:00:00Z', NULL, NULL, ${analista.usuario.cd_sip})`);
    // an interview at the unit for the confidential vacancy, and a test
    await exec(sql`
      INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_pessoa_analista, cd_pessoa_cliente, cd_empresa,
                               id_tipo_agendamento, dt_atendimento, ds_descricao, id_compareceu, nr_vaga, criado_por)
      VALUES (${cd}, ${analista.usuario.cd_sip}, ${analista.usuario.user_sip}, ${clienteSigiloso}, 1, 'E',
              '2030-03-15T13:30:00Z', ${APPOINTMENT_NOTE}, 'S', ${sigilosa.nr}, ${analista.usuario.cd_sip})`);
    await exec(sql`
      INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, nr_nota, criado_por)
      VALUES (${cd}, 10, '2030-03-16', 8.5, ${analista.usuario.cd_sip})`);
    // the timeline: an event of an application, a staff comment, a block with its reason
    await exec(sql`
      INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, cd_usuario, id_tipo, nr_vaga)
      VALUES (${cd}, ${`Candidato encaminhado para a vaga ${sigilosa.nr}.`}, ${analista.usuario.cd_sip}, 'R5', ${sigilosa.nr}),
             (${cd}, ${`Candidato aprovado na vaga ${aberta.nr} (faturamento em 03/02/2031, início do trabalho em 01/04/2030).`},
              ${analista.usuario.cd_sip}, 'A', ${aberta.nr}),
             (${cd}, ${STAFF_NOTE}, ${analista.usuario.cd_sip}, NULL, NULL),
             (${cd}, ${BLOCK_NOTE}, ${analista.usuario.cd_sip}, 'B', NULL)`);
    await exec(sql`
      INSERT INTO consentimento_candidato (cd_pessoa, nr_vaga, ds_versao_aviso, ds_finalidade, ds_ip)
      VALUES (${cd}, ${sigilosa.nr}, '2026-11-01', 'CANDIDATURA', '203.0.113.9')`);
    cookie = `sessao_candidato=${await criarSessaoCandidato(t.app.deps.handle, cd)}`;
  });

  const baixar = (formato: 'json' | 'pdf') =>
    t.app.inject({ method: 'GET', url: `/vagas/minha-area/meus-dados.${formato}`, headers: { cookie } });

  // what must never be handed out: other people's data, internal notes, the confidential client
  const retidos = () => [
    REFERRER_PHONE,
    REFERRER_REGISTRATION,
    REFERRER_MANAGER,
    'Rogério Indicador',
    'Indicada pelo primo',
    CLIENTE_SIGILOSO,
    OPINION,
    'Parecer reservado',
    STAFF_NOTE,
    APPOINTMENT_NOTE,
    'faltou sem avisar',
    'faturamento',
    '2031-02-03',
    'Beatriz Nogueira',
    'bia.selecao',
  ];

  it('holds what the candidate gave and what was recorded of their applications', async () => {
    const res = await baixar('json');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.titular).toMatchObject({
      cd_pessoa: cd,
      nm_pessoa: 'Helena Prado',
      nr_documento_cpf: '52998224725',
      ds_email: 'helena.prado@example.com',
      nr_telefone_cel: '47991112233',
      nm_cidade: 'Joinville',
      ds_hobbies: 'Corrida de rua',
    });
    expect(d.telefones).toEqual([expect.objectContaining({ nr_telefone: '47991112233' })]);
    expect(d.cargos).toEqual([
      expect.objectContaining({ nm_cargo: 'Operador de Empilhadeira', nr_experiencia: 2 }),
    ]);
    expect(d.empregos).toEqual([
      expect.objectContaining({ nm_pessoa_empresa: 'Transportadora Norte', nm_cargo: 'Conferente' }),
    ]);
    expect(d.formacoes).toEqual([expect.objectContaining({ nm_curso: 'Técnico em Logística' })]);
    expect(d.idiomas).toEqual([expect.objectContaining({ nm_idioma: 'Inglês', id_leitura: 3 })]);
    expect(d.deficiencias).toEqual([expect.objectContaining({ nm_tipo_deficiencia: 'Auditiva' })]);
    expect(d.softwares).toEqual([expect.objectContaining({ nm_conhecimento: 'Microsoft Excel' })]);
    expect(d.competencias).toEqual([expect.objectContaining({ nm_competencia: 'Comunicação', nr_nota: 4 })]);
    expect(d.consentimentos).toEqual([
      expect.objectContaining({ nr_vaga: sigilosa.nr, ds_finalidade: 'CANDIDATURA', ds_ip: '203.0.113.9' }),
    ]);
    // the applications: number, title, the stage in words, the dates of the steps; the unit of a
    // confidential vacancy, never its client
    expect(d.candidaturas_web).toEqual([
      expect.objectContaining({ nr_vaga: sigilosa.nr, titulo: 'Operador de Empilhadeira', empresa: UNIDADE }),
    ]);
    expect(d.vagas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nr_vaga: sigilosa.nr,
          titulo: 'Operador de Empilhadeira',
          empresa: UNIDADE,
          etapa: 'Encaminhado para entrevista na empresa',
          dt_encaminhamento: expect.stringMatching(/^2030-03-12/),
        }),
        expect.objectContaining({
          nr_vaga: aberta.nr,
          empresa: CLIENTE_ABERTO,
          etapa: 'Currículo enviado à empresa',
        }),
      ]),
    );
    expect(d.agendamentos).toEqual([
      expect.objectContaining({
        tipo: 'Entrevista',
        nr_vaga: sigilosa.nr,
        dt_atendimento: expect.stringMatching(/^2030-03-15/),
        local: expect.stringContaining(UNIDADE),
        compareceu: 'Sim',
      }),
    ]);
    expect(d.testes).toEqual([
      expect.objectContaining({ ds_teste: 'Raciocínio Lógico', dt_teste: '2030-03-16', nr_nota: 8.5 }),
    ]);
    const eventos = d.historico.map((h: { ds_historico: string }) => h.ds_historico);
    expect(eventos).toContain(`Encaminhado para entrevista na vaga ${sigilosa.nr}.`);
    expect(eventos).toContain(`Aprovado na vaga ${aberta.nr}.`);
    expect(d.indicacoes).toEqual([{ dt_indicacao: '2030-03-04' }]);
    // purposes and recipients: the client of a forwarded vacancy, the unit for the confidential one
    expect(d.tratamento.finalidades.join(' ')).toContain('Recrutamento e seleção');
    const destinatarios = d.tratamento.destinatarios.join('\n');
    expect(destinatarios).toContain(CLIENTE_ABERTO);
    expect(destinatarios).toContain(`Vaga ${sigilosa.nr}`);
    expect(destinatarios).toContain(UNIDADE);
  });

  it("holds no third party's data, no internal note and no business field, in the JSON and the PDF", async () => {
    const res = await baixar('json');
    for (const s of retidos()) expect(res.body).not.toContain(s);
    const d = res.json();
    expect(d).not.toHaveProperty('pareceres');
    const ks = chaves(d);
    for (const k of [
      'dt_faturamento',
      'cd_usuario',
      'criado_por',
      'alterado_por',
      'tsv_pesquisa',
      'cargos_anos',
      'cd_pessoa_indica',
      'cd_pessoa_analista',
      'cd_pessoa_cliente',
      'cd_usuario_atendimento',
      'nr_nota_candidato',
      'id_destaque',
      'nm_senha_web',
      'ds_descricao',
    ])
      expect([k, ks.has(k)]).toEqual([k, false]);
    for (const k of ks) expect(k).not.toMatch(/^tsv_|^cd_usuario|_por$|^nm_senha|token|hash/);
    // no key of another person: the only cd_pessoa is the candidate's own
    expect([...ks].filter((k) => k.startsWith('cd_pessoa'))).toEqual(['cd_pessoa']);

    const pdf = await baixar('pdf');
    expect(pdf.statusCode).toBe(200);
    const texto = await textoDoPdf(pdf.rawPayload);
    for (const s of [
      'Helena Prado',
      'helena.prado@example.com',
      'Operador de Empilhadeira',
      UNIDADE,
      CLIENTE_ABERTO,
    ])
      expect(texto).toContain(s);
    expect(texto).toContain('Encaminhado para entrevista na empresa');
    expect(texto).toContain('Recrutamento e seleção');
    for (const s of retidos()) expect(texto).not.toContain(s);
    for (const k of ['dt_faturamento', 'cd_usuario', 'criado_por', 'tsv_pesquisa'])
      expect(texto).not.toContain(k);
  });
});

describe('the erasure approved by a manager', () => {
  const NOME = 'Otília Ramalho';
  const CPF = '11144477735';
  const EMAIL = 'otilia.ramalho@example.com';
  const CELULAR = '47993334455';
  let cd: number;
  let nr: number;
  let arquivos: string[];

  const gravarArquivo = (chave: string, dados: Buffer) => {
    const p = path.join(t.app.deps.config.dataDir, 'arquivos', chave);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, dados);
    return p;
  };

  beforeAll(async () => {
    cd = await criarCandidato(t.db.handle, { nome: NOME, nr_telefone_cel: CELULAR, deficiencias: [1] });
    await exec(sql`UPDATE pessoa SET nr_documento_cpf = ${CPF}, ds_email = ${EMAIL} WHERE cd_pessoa = ${cd}`);
    await exec(sql`
      INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone) VALUES (${cd}, 1, '5', ${CELULAR})`);
    // the photo and a disability report, stored files
    const foto = `fotos/${cd}/${randomUUID()}.png`;
    const laudo = `laudos/${cd}/${randomUUID()}.pdf`;
    arquivos = [gravarArquivo(foto, Buffer.from('png')), gravarArquivo(laudo, Buffer.from('%PDF-laudo'))];
    await exec(sql`UPDATE candidato SET ds_foto_candidato = ${foto} WHERE cd_pessoa = ${cd}`);
    await exec(
      sql`UPDATE candidato_deficiencia SET ds_caminho_laudo = ${laudo} WHERE cd_pessoa_candidato = ${cd}`,
    );

    // a vacancy where she started work (documents can be sent) and its timeline naming her
    ({ nr } = await vaga(clienteAberto));
    await exec(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, dt_inicio_trabalho)
      VALUES (${nr}, ${cd}, 6, '2030-04-01')`);
    await exec(sql`
      INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo)
      VALUES (${nr}, ${`Candidato ${NOME} (${cd}) aprovado (início do trabalho em 01/04/2030).`}, ${analista.usuario.cd_sip}, 'CA')`);
    // the referral of her (with a note about her) and one she made for someone else
    const referrer = await criarPessoa(t.app.deps.db, { nm_pessoa: 'Quem Indicou' });
    const outro = await criarCandidato(t.db.handle, { nome: 'Candidato Indicado' });
    await exec(sql`
      INSERT INTO indicacao (cd_pessoa_candidato, dt_indicacao, cd_pessoa_indica, cd_pessoa_cliente, nr_telefone_indicador,
                             id_trabalhou_empresa_indicacao, ds_observacao, id_grau_afinidade_indicador)
      VALUES (${cd}, '2030-03-01', ${referrer}, ${clienteAberto}, '4733330000', 'N', ${`${NOME} é prima de quem indicou.`}, 'P'),
             (${outro}, '2030-03-02', ${cd}, ${clienteAberto}, ${CELULAR}, 'N', NULL, 'A')`);
    await exec(sql`
      UPDATE indicacao SET ds_matricula_indicador = 'MAT-OTILIA', nm_superior_indicador = 'Chefe da Otília'
       WHERE cd_pessoa_indica = ${cd}`);
    // an appointment with a note, the attendant's arrival alert and the call-center alert naming her
    await exec(sql`
      INSERT INTO agendamento (cd_pessoa_candidato, cd_usuario_atendimento, cd_empresa, id_tipo_agendamento, dt_atendimento,
                               ds_descricao, nr_vaga)
      VALUES (${cd}, ${analista.usuario.cd_sip}, 1, 'E', '2030-03-20T13:00:00Z', ${`${NOME} pediu horário cedo; celular ${CELULAR}.`}, ${nr})`);
    await exec(sql`
      INSERT INTO aviso (cd_sip, cd_empresa, cd_tipo_aviso, ds_complemento_aviso)
      VALUES (${analista.usuario.cd_sip}, 1, ${TIPO_AVISO_ATRASO_CHEGADA},
              ${textoAvisoEspera(NOME, { DT_ATENDIMENTO: '2030-03-20T13:00:00Z', DT_CHEGADA: '2030-03-20T12:50:00Z' })}),
             (${analista.usuario.cd_sip}, 1, ${TIPO_AVISO_CALLCENTER}, ${textoAvisoCallcenter(NOME, nr)})`);
    // tests with answers
    const [teste] = await consultar<{ id: number }>(
      t.app.deps.db,
      sql`INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, resultado)
          VALUES (${cd}, 3, '2030-03-21', ${JSON.stringify({ observacao: `avaliação de ${NOME}` })}::jsonb) RETURNING id::float8 AS id`,
    );
    const [pergunta] = await consultar<{ id: number }>(
      t.app.deps.db,
      sql`SELECT id FROM teste_pergunta WHERE id_tipo = 'CONF' ORDER BY nr_ordem LIMIT 1`,
    );
    await exec(sql`
      INSERT INTO candidato_teste_resposta (id_teste, id_pergunta, ds_resposta, nr_nota) VALUES (${teste.id}, ${pergunta.id}, '2.5', 2.5)`);
    // a document sent for her signature through the local signature service
    const doc = await injectAs(t.app, analista.cookie, {
      method: 'POST',
      url: `/api/candidato/documentos-vaga/${cd}/${nr}`,
      payload: { tipo_doc: 'P' },
    });
    expect(doc.statusCode).toBe(200);
    // messages: the outbox (linked, and an e-mail to her address sent outside a search), the chatbot
    // conversation with its messages, one of hers with a picture
    await exec(sql`
      INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, ds_conteudo_html, id_externo, cd_pessoa_candidato)
      VALUES ('email', 'local', ${EMAIL}, 'Oportunidade', ${`Olá, ${NOME}!`}, ${`<p>Olá, ${NOME}!</p>`}, 'ext-1', ${cd}),
             ('sms', 'local', ${CELULAR}, NULL, 'Ola Otília, temos uma vaga.', NULL, 'ext-2', ${cd}),
             ('email', 'local', ${EMAIL.toUpperCase()}, 'Nova senha', 'Seu link de nova senha.', NULL, 'ext-3', NULL)`);
    const [cv] = await consultar<{ id: number }>(
      t.app.deps.db,
      sql`INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_status_type, cd_usuario, cd_empresa,
                                        dt_inicio_chat, cd_pessoa_analista_atendimento, nm_analista_atendimento)
          VALUES (${cd}, ${`55${CELULAR}`}, ${nr}, 2, ${analista.usuario.cd_sip}, 1, now(), ${analista.usuario.user_sip},
                  ${analista.usuario.nm_pessoa})
          RETURNING id_chatbot_conversa::float8 AS id`,
    );
    await exec(sql`
      INSERT INTO chatbot_mensagem (id_chatbot_conversa, json_mensagem, id_tipo, id_externo, nm_pessoa_analista)
      VALUES (${cv.id}, ${JSON.stringify({ type: 'text', text: { body: `Olá ${NOME}, tudo bem?` } })}::jsonb, 'ENVIADO', 'wamid.1', 'Chatbot'),
             (${cv.id}, ${JSON.stringify({ from: `55${CELULAR}`, id: 'wamid.2', type: 'image', image: { id: 'midia-123', mime_type: 'image/jpeg', caption: `Sou ${NOME}` } })}::jsonb,
              'RECEBIDO', 'wamid.2', NULL)`);
    // the self-service queue, the employee record, a campaign and a candidate group
    await exec(sql`
      INSERT INTO autoatendimento_fila (cd_pessoa_candidato, nr_vaga, data_agenda, cd_empresa, ds_motivo)
      VALUES (${cd}, ${nr}, '2030-03-22', 1, ${`${NOME} chegou atrasada.`})`);
    await exec(sql`
      INSERT INTO funcionario (cd_pessoa, cd_empresa, dt_admissao, nr_telefone_mae, nm_conjuge, nr_telefone_conjuge, id_comemora_aniversario)
      VALUES (${cd}, 1, '2030-04-01', '4732221111', 'Marcos Ramalho', '47999990000', 'S')`);
    const [campanha] = await consultar<{ id: number }>(
      t.app.deps.db,
      sql`INSERT INTO campanha (cd_usuario, ds_filtros, qt_pessoas) VALUES (${analista.usuario.cd_sip}, '{}'::jsonb, 1)
          RETURNING id_campanha::float8 AS id`,
    );
    await exec(sql`
      INSERT INTO campanha_pessoa (id_campanha, cd_pessoa, id_situacao, ds_erro)
      VALUES (${campanha.id}, ${cd}, 'F', ${`Caixa de ${EMAIL} cheia.`})`);
    const [grupo] = await consultar<{ id: number }>(
      t.app.deps.db,
      sql`INSERT INTO tipo_grupo_candidato (nm_tipo_grupo_candidato, cd_empresa, cd_cargo, cd_pessoa_selecionador)
          VALUES ('Conferentes', 1, 101, ${analista.usuario.user_sip}) RETURNING cd_tipo_grupo_candidato AS id`,
    );
    await exec(sql`
      INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa, ds_observacoes) VALUES (${grupo.id}, ${cd}, ${`${NOME}: ótima.`})`);
    // the portal's rows: consent, a rate-limit counter under her CPF, the pending request
    await exec(sql`
      INSERT INTO consentimento_candidato (cd_pessoa, nr_vaga, ds_versao_aviso, ds_finalidade, ds_ip)
      VALUES (${cd}, ${nr}, '2026-11-01', 'CANDIDATURA', '198.51.100.7')`);
    await exec(sql`
      INSERT INTO limite_requisicao (ds_chave, nr_requisicoes, dt_fim_janela)
      VALUES (${`portal:candidatura:cpf:${CPF}`}, 1, now() + interval '1 hour'),
             (${`portal:redefinicao:cpf:${carimbos.resumo(CPF)}`}, 1, now() + interval '1 hour')`);
    await exec(sql`
      INSERT INTO pedido_lgpd (cd_pessoa, id_tipo, id_situacao, ds_motivo) VALUES (${cd}, 'E', 'P', ${`Sou ${NOME}.`})`);
  });

  /** Each table of the database and how many of its rows hold one of the values in any column. */
  async function tabelasCom(valores: string[]): Promise<Record<string, number>> {
    const tabelas = await consultar<{ nome: string }>(
      t.app.deps.db,
      sql`SELECT table_name AS nome FROM information_schema.tables
           WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    expect(tabelas.length).toBeGreaterThan(60);
    const padroes = valores.map((v) => `%${v}%`);
    const achadas: Record<string, number> = {};
    for (const { nome } of tabelas) {
      const [r] = await consultar<{ n: number }>(
        t.app.deps.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(nome)} x WHERE x::text ILIKE ANY(${sql.param(padroes)}::text[])`,
      );
      if (r.n > 0) achadas[nome] = r.n;
    }
    return achadas;
  }

  const IDENTIFICADORES = [
    NOME,
    'Otília',
    'Otilia',
    'Ramalho',
    CPF,
    EMAIL,
    CELULAR,
    '99333-4455',
    'MAT-OTILIA',
  ];

  it('leaves no row anywhere holding her name, CPF, e-mail or phone, and removes her files', async () => {
    // before: the seeded rows hold her in many tables
    expect(Object.keys(await tabelasCom(IDENTIFICADORES)).length).toBeGreaterThan(10);
    const p = await um<{ id: number }>(
      sql`SELECT id_pedido::float8 AS id FROM pedido_lgpd WHERE cd_pessoa = ${cd} AND id_situacao = 'P'`,
    );
    const res = await injectAs(t.app, gerente.cookie, {
      method: 'POST',
      url: `/api/lgpd/pedidos/${p.id}/decisao`,
      payload: { id_situacao: 'A' },
    });
    expect(res.statusCode).toBe(200);
    expect(await tabelasCom(IDENTIFICADORES)).toEqual({});
    for (const a of arquivos) expect([a, fs.existsSync(a)]).toEqual([a, false]);
  });

  it('keeps the business records without her data and says so in the decision', async () => {
    const contar = async (q: ReturnType<typeof sql>) => (await um<{ n: number }>(q)).n;
    // the vacancy's relation and stage history, the appointment, the outbox and the conversation stay
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM vaga_candidato WHERE cd_pessoa_candidato = ${cd}`),
    ).toBe(1);
    expect(
      await contar(
        sql`SELECT count(*)::int AS n FROM agendamento WHERE cd_pessoa_candidato = ${cd} AND ds_descricao IS NULL`,
      ),
    ).toBe(1);
    expect(
      await contar(
        sql`SELECT count(*)::int AS n FROM mensagem_saida WHERE cd_pessoa_candidato = ${cd} AND id_externo IS NULL`,
      ),
    ).toBe(2);
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM chatbot_conversa WHERE cd_pessoa_candidato = ${cd} AND id_chatbot_ativo = 'N'
                         AND dt_fim_atendimento_cc IS NOT NULL`),
    ).toBe(1);
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM chatbot_mensagem m JOIN chatbot_conversa c USING (id_chatbot_conversa)
                        WHERE c.cd_pessoa_candidato = ${cd}`),
    ).toBe(0);
    // the referral stays for whoever referred her, without the note nor the tie to her
    expect(
      await um(
        sql`SELECT ds_observacao, id_grau_afinidade_indicador, nr_telefone_indicador FROM indicacao WHERE cd_pessoa_candidato = ${cd}`,
      ),
    ).toEqual({
      ds_observacao: null,
      id_grau_afinidade_indicador: null,
      nr_telefone_indicador: '4733330000',
    });
    // the portal's rate-limit counters under her CPF, in clear or as its digest
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM limite_requisicao WHERE ds_chave LIKE '%:cpf:%'`),
    ).toBe(0);
    // the tests and the group membership that described her are gone; the queued campaign e-mail is not sent
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM candidato_teste WHERE cd_pessoa_candidato = ${cd}`),
    ).toBe(0);
    expect(await contar(sql`SELECT count(*)::int AS n FROM grupo_candidato WHERE cd_pessoa = ${cd}`)).toBe(0);
    expect(await um(sql`SELECT id_situacao FROM campanha_pessoa WHERE cd_pessoa = ${cd}`)).toEqual({
      id_situacao: 'X',
    });
    expect(
      await contar(sql`SELECT count(*)::int AS n FROM candidato_documento WHERE cd_pessoa_candidato = ${cd}`),
    ).toBe(1);
    const decisao = await um<{ d: string }>(
      sql`SELECT ds_decisao AS d FROM pedido_lgpd WHERE cd_pessoa = ${cd} AND id_situacao = 'A'`,
    );
    expect(decisao.d).toContain('Nenhum dado pessoal mantido');
    expect(decisao.d).toContain('serviço de assinatura');
    expect(decisao.d).toContain('indicações');
    expect(decisao.d.length).toBeLessThanOrEqual(2000);
  });
});
