import { dataUtc } from '@backoffice/domain/datas';
import type { DbHandle } from '../db/client';

/** What the demo tickets' interactions say, in turn (handler, requester, handler...). */
const RESPOSTAS_HELP = [
  'Recebido, vou verificar e retorno em seguida.',
  'Obrigado, fico no aguardo.',
  'Consegui reproduzir; a correção está em andamento.',
  'Testei de novo e continua igual.',
  'Publicamos um ajuste: pode testar, por favor?',
];

/** Tickets of the demo help desk: subject, problem, situation, interactions, days open, in development. */
const HELPS: readonly [string, string, 'A' | 'E' | 'G' | 'S', number, number, 'S' | 'N'][] = [
  [
    'Senha do webmail',
    'Não consigo entrar no webmail desde ontem; a senha nova não é aceita.',
    'A',
    0,
    0,
    'N',
  ],
  [
    'Relatório de vagas',
    'O relatório de vagas não abre quando escolho a unidade de Curitiba e depois troco para Joinville sem recarregar a página inteira. Aparece uma tela branca e preciso sair e entrar de novo.',
    'E',
    3,
    2,
    'S',
  ],
  ['Impressora da recepção', 'A impressora da recepção não imprime as fichas de cadastro.', 'G', 2, 5, 'N'],
  [
    'Currículo sem foto',
    'Ao gerar o currículo de alguns candidatos a foto não aparece no PDF, mesmo com a foto cadastrada e visível na tela de dados do candidato. Acontece com fotos tiradas pela câmera.',
    'E',
    5,
    4,
    'S',
  ],
  [
    'Acesso ao Callcenter',
    'Preciso de acesso à tela de Callcenter para a nova atendente da unidade 101.',
    'A',
    1,
    1,
    'N',
  ],
  [
    'Lentidão na pesquisa',
    'A pesquisa de candidatos por palavra-chave está demorando mais de um minuto quando filtro por Joinville e por empilhadeira ao mesmo tempo.',
    'E',
    7,
    9,
    'N',
  ],
  ['Troca de ramal', 'Mudei de sala e meu ramal agora é outro; favor atualizar a lista.', 'G', 1, 3, 'N'],
  ['Certificado digital', 'O certificado digital da unidade vence na semana que vem.', 'S', 4, 12, 'N'],
];

/** Three clients of unit 1 for the validation bot: the local source knows two (one alphanumeric CNPJ). */
export const CLIENTES_BOT_DEMO = [
  { nome: 'Exemplar Alfa Embalagens Ltda', cnpj: '11222333000181', simples: true },
  { nome: 'Exemplar Beta Tecnologia S.A.', cnpj: '12ABC34501DE35', simples: false },
  { nome: 'Exemplar Gama Serviços Ltda', cnpj: '11444777000161', simples: null },
] as const;

/**
 * The validation bot's demo: the local Simples Nacional source knows most clients (every ninth is
 * missing, so its consultation fails), three 'Exemplar' clients, and a history of consultations of
 * some clients over the last days.
 */
async function gerarBotDemo(handle: DbHandle, dia: string): Promise<void> {
  await handle.query(
    `INSERT INTO simples_nacional_local (nr_cnpj, razao_social, opcao_pelo_simples, data_opcao_pelo_simples,
                                        data_exclusao_do_simples, opcao_pelo_mei)
     SELECT p.nr_documento_cnpj, upper(p.nm_pessoa), c.cd_pessoa % 3 <> 0,
            date '2010-01-01' + (c.cd_pessoa % 3000)::int,
            CASE WHEN c.cd_pessoa % 3 = 0 THEN date '2021-01-01' + (c.cd_pessoa % 900)::int END,
            c.cd_pessoa % 11 = 0
       FROM cliente c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE p.nr_documento_cnpj IS NOT NULL AND c.cd_pessoa % 9 <> 0
     ON CONFLICT (nr_cnpj) DO NOTHING`,
  );
  for (const c of CLIENTES_BOT_DEMO) {
    const [p] = await handle.query<{ cd: number }>(
      `INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nm_apelido, nr_documento_cnpj)
       VALUES ('J', $1, $2, $3) RETURNING cd_pessoa::float8 AS cd`,
      [c.nome, c.nome.split(' ').slice(0, 2).join(' '), c.cnpj],
    );
    await handle.query(
      `INSERT INTO cliente (cd_pessoa, cd_empresa, nm_cidade, cd_uf) VALUES ($1, 1, 'Joinville', 'SC')`,
      [p.cd],
    );
    if (c.simples !== null) {
      await handle.query(
        `INSERT INTO simples_nacional_local (nr_cnpj, razao_social, opcao_pelo_simples, data_opcao_pelo_simples,
                                            data_exclusao_do_simples, opcao_pelo_mei)
         VALUES ($1, upper($2), $3::boolean, '2018-01-01', CASE WHEN $3::boolean THEN NULL ELSE '2022-12-31'::date END, false)
         ON CONFLICT (nr_cnpj) DO UPDATE SET opcao_pelo_simples = excluded.opcao_pelo_simples`,
        [c.cnpj, c.nome, c.simples],
      );
    } else {
      // unknown to the source: its consultation fails
      await handle.query('DELETE FROM simples_nacional_local WHERE nr_cnpj = $1', [c.cnpj]);
    }
  }
  // the history: 12 clients consulted over the last days, one of them unknown to the source
  const consultados = await handle.query<{
    cd: number;
    cnpj: string;
    simples: boolean | null;
    fonte: string | null;
  }>(
    `SELECT c.cd_pessoa::float8 AS cd, p.nr_documento_cnpj AS cnpj, s.opcao_pelo_simples AS simples, s.nr_cnpj AS fonte
       FROM cliente c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
       LEFT JOIN simples_nacional_local s ON s.nr_cnpj = p.nr_documento_cnpj
      WHERE p.nr_documento_cnpj IS NOT NULL AND p.nm_pessoa NOT LIKE 'Exemplar %'
      ORDER BY c.cd_pessoa
      LIMIT 12`,
  );
  for (const [i, c] of consultados.entries()) {
    const quando = `${dia}T12:00:00-03:00`;
    const consulta = c.fonte
      ? {
          status: 'success',
          fonte: 'local',
          opcao_pelo_simples: c.simples,
          consultado_em: quando,
          tempo_ms: 800 + i * 40,
        }
      : {
          status: 'error',
          error: true,
          message: `CNPJ ${c.cnpj} não encontrado.`,
          http_status: 404,
          fonte: 'local',
          consultado_em: quando,
        };
    await handle.query(
      `WITH h AS (
         INSERT INTO cliente_valida_simples (cd_pessoa_cliente, dt_valida_simples, ds_consulta)
         VALUES ($1, $3::timestamptz - make_interval(days => $4::int), $2) RETURNING dt_valida_simples
       )
       UPDATE cliente SET id_optante_simples_nac = $5::char(1), dt_valida_simples = (SELECT dt_valida_simples FROM h)
        WHERE cd_pessoa = $1`,
      [c.cd, JSON.stringify(consulta), quando, i % 5, c.fonte ? (c.simples ? 'S' : 'N') : null],
    );
  }
}

/**
 * The employees of the campaigns' demo: the first 60 candidates hired at the units of Joinville and
 * Curitiba, with relatives' contacts on some, and one campaign still active for three of them.
 */
async function gerarFuncionariosDemo(handle: DbHandle, dia: string): Promise<void> {
  await handle.query(
    `INSERT INTO funcionario (cd_pessoa, cd_empresa, dt_admissao, nr_telefone_mae, nr_telefone_pai, nm_conjuge,
                              nr_telefone_conjuge, id_comemora_aniversario, alterado_em)
     SELECT c.cd_pessoa, CASE WHEN c.n % 3 = 0 THEN 19 ELSE 1 END, $1::date - (30 + c.n * 11),
            CASE WHEN c.n % 2 = 0 THEN '4799' || lpad(c.n::text, 7, '0') END,
            CASE WHEN c.n % 3 = 0 THEN '4798' || lpad(c.n::text, 7, '0') END,
            CASE WHEN c.n % 4 = 0 THEN 'Cônjuge ' || c.n END,
            CASE WHEN c.n % 4 = 0 THEN '4797' || lpad(c.n::text, 7, '0') END,
            CASE c.n % 3 WHEN 0 THEN 'S' WHEN 1 THEN 'N' END,
            ($1::date - (c.n * 5) + time '09:00') AT TIME ZONE 'America/Sao_Paulo'
       FROM (SELECT cd_pessoa, row_number() OVER (ORDER BY cd_pessoa)::int AS n FROM candidato ORDER BY cd_pessoa LIMIT 60) c`,
    [dia],
  );
  const [c] = await handle.query<{ id: number }>(
    `INSERT INTO campanha (cd_usuario, ds_filtros, qt_pessoas, criado_em)
     VALUES ((SELECT cd_sip FROM usuario WHERE nm_login = 'marketing'), '{}'::jsonb, 3, $1::date - 2)
     RETURNING id_campanha::float8 AS id`,
    [dia],
  );
  await handle.query(
    `INSERT INTO campanha_pessoa (id_campanha, cd_pessoa, id_situacao, nr_tentativas, dt_envio)
     SELECT $1, cd_pessoa, 'E', 1, $2::date - 2 FROM funcionario ORDER BY cd_pessoa LIMIT 3`,
    [c.id, dia],
  );
}

/**
 * Demo data of the operations tools: an extension for every user, help-desk tickets asked by
 * several users and handled by three developers with the hours they recorded on weekdays of the last
 * two months (DayOne), and chatbot conversations opened by the selection analysts over the last
 * 45 days (Uso do ChatBot). `hoje` is UTC midnight ms of the business date.
 */
export async function gerarOperacoesDemo(handle: DbHandle, hoje: number): Promise<void> {
  const dia = dataUtc(hoje);
  await gerarBotDemo(handle, dia);
  await gerarFuncionariosDemo(handle, dia);
  await handle.query(
    `UPDATE usuario SET nr_ramal = (CASE WHEN cd_unid = 1 THEN 2000 ELSE 3000 END + cd_sip)::text
      WHERE nr_ramal IS NULL`,
  );
  const usuarios = await handle.query<{ cd_sip: number }>(
    `SELECT cd_sip FROM usuario WHERE id_ativo = 'S' ORDER BY cd_sip LIMIT 12`,
  );
  if (usuarios.length < 4) return;
  const devs = usuarios.slice(-3).map((u) => u.cd_sip);
  for (const [i, [assunto, problema, situacao, interacoes, dias, dev]] of HELPS.entries()) {
    const [help] = await handle.query<{ nr: number; aberto: string }>(
      `INSERT INTO help_desk (dt_abertura, cd_usuario_solicitante, ds_assunto, ds_problema, id_situacao,
                              cd_usuario_executante, nr_interacoes, id_em_desenvolvimento, dt_solucao)
       VALUES (($1::date + time '09:00' + make_interval(mins => $2::int) - make_interval(days => $3::int)) AT TIME ZONE 'America/Sao_Paulo',
               $4, $5, $6, $7::char(1), $8::int, $9, $10, CASE WHEN $7::char(1) = 'S' THEN now() END)
       RETURNING nr_help_desk::int AS nr, dt_abertura::text AS aberto`,
      [
        dia,
        i * 37,
        dias,
        usuarios[i % (usuarios.length - 3)].cd_sip,
        assunto,
        problema,
        situacao,
        situacao === 'A' ? null : devs[i % devs.length],
        interacoes,
        dev,
      ],
    );
    // the interactions the ticket counts: the handler answers, the requester replies, a few hours apart
    const solicitante = usuarios[i % (usuarios.length - 3)].cd_sip;
    const executante = situacao === 'A' ? solicitante : devs[i % devs.length];
    await handle.query(
      `INSERT INTO help_desk_interacao (nr_help_desk, cd_usuario, ds_interacao, criado_em)
       SELECT $1, CASE WHEN n % 2 = 1 THEN $3::int ELSE $4::int END,
              ($5::text[])[1 + (n - 1) % array_length($5::text[], 1)],
              $2::timestamptz + make_interval(hours => 3 * n)
         FROM generate_series(1, $6::int) AS n`,
      [help.nr, help.aberto, executante, solicitante, RESPOSTAS_HELP, interacoes],
    );
  }
  // hours on weekdays of the last 60 days: each developer a steady share, varying by day
  await handle.query(
    `INSERT INTO help_desk_hora (nr_help_desk, cd_usuario, dt_solucao, nr_horas)
     SELECT (SELECT min(nr_help_desk) FROM help_desk) + (d.n % $3), dev.cd, $1::date - d.n,
            (2 + ((d.n * 7 + dev.i * 3) % 6)) * 0.5 + dev.i
       FROM generate_series(0, 60) AS d(n)
       CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS dev(cd, i)
      WHERE extract(isodow FROM $1::date - d.n) < 6`,
    [dia, devs, HELPS.length],
  );
  // chatbot conversations of the unit-1 analysts, a few a day
  const analistas = await handle.query<{ cd_sip: number }>(
    `SELECT cd_sip FROM usuario WHERE cd_unid IN (1, 101, 201) AND id_ativo = 'S' AND 58 = ANY(permissoes)
      ORDER BY cd_sip LIMIT 5`,
  );
  const candidatos = await handle.query<{ cd_pessoa: number }>(
    'SELECT cd_pessoa FROM candidato ORDER BY cd_pessoa LIMIT 60',
  );
  if (analistas.length === 0 || candidatos.length === 0) return;
  await handle.query(
    `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, id_status_type, cd_usuario, dt_inicio_conversa)
     SELECT ($3::bigint[])[(1 + (d.n * 5 + a.i) % cardinality($3::bigint[]))::int], '4799' || lpad((d.n * 100 + a.i)::text, 7, '0'),
            1, a.cd, ($1::date - d.n + time '10:00' + make_interval(mins => (a.i * 41)::int)) AT TIME ZONE 'America/Sao_Paulo'
       FROM generate_series(0, 45) AS d(n)
       CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS a(cd, i)
      WHERE (d.n + a.i) % 3 <> 0`,
    [dia, analistas.map((a) => a.cd_sip), candidatos.map((c) => Number(c.cd_pessoa))],
  );
}
