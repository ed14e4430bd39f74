import { z } from 'zod';
import { codigo, dataIso, inteiroEntrada, telefone, textoAparado } from './entrada';
import { REGIOES } from './minhas-vagas';
import { NOMES_TURNOS } from './pesquisa-candidatos';

/**
 * The candidate data page (spec 002 §2.3): its vacancy lists (Encaminhamentos, Relacionados WEB,
 * Vagas with the candidate-vacancy filter of §3.8, Vagas PCD) and the referrals (Indicações, §3.5,
 * §5 'Referral', §7 'Clients and referrals').
 */

const chave = codigo('int8', 'Código inválido.');
const txt = z.string().nullable();
const sn = z.enum(['S', 'N']);

export const MENSAGENS_DADOS_CANDIDATO = {
  erroEncaminhamentos: 'Não foi possível carregar os encaminhamentos.',
  erroRelacionadosWeb: 'Não foi possível carregar os relacionados web.',
  erroVagas: 'Não foi possível carregar suas vagas.',
  relacionado: 'Relacionado com sucesso!',
  candidatoNaoEncontrado: 'Candidato não encontrado.',
  erroIndicacao: 'Ops, ocorreu um erro ao buscar os dados da vaga.',
} as const;

/** At most this many rows in each list of the page (the lists page by 50, spec 002 §9). */
export const LIMITE_LINHAS_DADOS_CANDIDATO = 500;

export const candidatoSipParams = z.object({ candidate: chave, sip: codigo('int8', 'Usuário inválido.') });
export const candidatoCodigoParams = z.object({ candidate: chave });

/** GET candidato/encaminhamentos/{candidate}/{sip}: a vacancy the candidate was referred to (§3.4). */
export const encaminhamentoLinha = z.object({
  NR_VAGA: z.number().int(),
  DT_ENCAMINHAMENTO: txt,
  CD_SITUACAO_VAGA: z.number().int(),
  NM_SITUACAO_VAGA: z.string(),
  CD_ESTAGIO_VAGA: z.number().int(),
  NM_ESTAGIO_VAGA: z.string(),
  NM_CARGO: z.string(),
  /** The client's short name ('Informação Sigilosa' for a secret vacancy). */
  NM_APELIDO: z.string(),
});
export type EncaminhamentoLinha = z.infer<typeof encaminhamentoLinha>;

/** GET candidato/relacionados-web/{candidate}: a requisition the candidate applied to online (§3.4). */
export const relacionadoWebLinha = z.object({
  NR_REQUISICAO: z.number().int(),
  QTD_VAGAS: z.number().int(),
  DS_CIDADE_SERVICO: z.string(),
  /** S when the application was discarded. */
  ID_DESCARTAR: sn,
  CRIADO_EM: z.string(),
});
export type RelacionadoWebLinha = z.infer<typeof relacionadoWebLinha>;

/** Candidate-vacancy filter statuses (spec 002 §3.8): 0 all, 1 open, 7 monitored. */
export const STATUS_VAGAS_CANDIDATO = { 0: 'Todas', 1: 'Abertas', 7: 'Monitoradas' } as const;
/** Sector: S recruitment, N selection, T both. */
export const SETORES_VAGAS_CANDIDATO = { S: 'Recrutamento', N: 'Seleção', T: 'Ambos' } as const;

const flagFiltro = z.preprocess((v) => v === true || v === 'true' || v === 'S', z.boolean()).optional();

/** Body of POST candidato/vagas-candidato/{candidate}: the candidate-vacancy filter (spec 002 §3.8). */
export const filtroVagasCandidato = z.object({
  nm_cidade: textoAparado(120).optional(),
  centro: flagFiltro,
  norte: flagFiltro,
  sul: flagFiltro,
  leste: flagFiltro,
  oeste: flagFiltro,
  setor: z.enum(['S', 'N', 'T']).default('T'),
  status: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z.union([z.literal(0), z.literal(1), z.literal(7)], { error: 'Status deve ser 0, 1 ou 7.' }),
    )
    .default(1),
  cd_cargo: inteiroEntrada('int4', { min: 1 }).optional(),
});
export type FiltroVagasCandidato = z.infer<typeof filtroVagasCandidato>;
export type FiltroVagasCandidatoEntrada = z.input<typeof filtroVagasCandidato>;

/** The regions (nm_regiao names) a filter asks for; none = every region. */
export function regioesFiltro(f: FiltroVagasCandidato): string[] {
  return REGIOES.filter((r) => f[r.campo]).map((r) => r.nome);
}

/** Situations a status of the filter reads: 0 → every one, 1 → open, 7 → monitored. */
export function situacoesDoStatus(status: 0 | 1 | 7): number[] {
  return status === 0 ? [] : [status];
}

/** A vacancy of the candidate's lists (Vagas, Vagas PCD): the vacancy row of spec 002 §3.4. */
export const vagaCandidatoLinha = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  NM_CARGO: z.string(),
  /** The client. */
  CD_PESSOA: z.number().int(),
  CD_EMPRESA: z.number().int(),
  NM_APELIDO_CLIENTE: txt,
  CD_SITUACAO_VAGA: z.number().int(),
  NM_SITUACAO_VAGA: z.string(),
  QT_CANDIDATOS_ESTAGIO: z.number().int(),
  QT_DIAS_ABERTURA: z.number().int(),
  QT_DIAS_ESTACIONADA: z.number().int(),
  CD_EMPRESA_AGRUPADORA: z.number().int(),
  ID_VAGA_SIGILOSA: sn,
  ID_VAGA_CONFIDENCIAL: sn,
  TIPO_CONTRATACAO: z.string(),
  DT_ABERTURA: z.string(),
  DT_PRORROGACAO: txt,
  CD_PESSOA_ANALISTA: z.number().int().nullable(),
  NM_CIDADE: txt,
  /** S when the candidate is already related to the vacancy. */
  ID_RELACIONADO: sn,
});
export type VagaCandidatoLinha = z.infer<typeof vagaCandidatoLinha>;

// Referrals (indicações)

/** Sentinel client code whose referral type M reads 'effective operational' (spec 002 §3.5, §9). */
export const CLIENTE_INDICACAO_EFETIVO = 80011;
/** Default company codes of a referral (spec 002 §3.5, §9). */
export const EMPRESA_INDICACAO_PADRAO = 1;

export const TURNOS_INDICADOR = ['MANHA', 'TARDE', 'NOITE', 'COMERCIAL'] as const;
export const AFINIDADES_INDICADOR = {
  I: 'Irmão(ã)',
  A: 'Amigo(a)',
  V: 'Vizinho(a)',
  P: 'Parente',
  C: 'Conhecido(a)',
  O: 'Outro',
} as const;
export const TIPOS_INDICACAO = ['O', 'M', 'A', 'T'] as const;
export type TipoIndicacao = (typeof TIPOS_INDICACAO)[number];

/** The label of a referral type (spec 002 §3.5): M reads differently for client 80011. */
export function rotuloTipoIndicacao(
  tipo: string | null | undefined,
  cdPessoaCliente: number | null | undefined,
): string {
  switch (tipo) {
    case 'O':
      return 'Operacional';
    case 'M':
      return cdPessoaCliente === CLIENTE_INDICACAO_EFETIVO
        ? 'Operacional efetivo'
        : 'Jovem aprendiz produção';
    case 'A':
      return 'Jovem aprendiz administrativo';
    case 'T':
      return 'Jovem aprendiz manutenção';
    default:
      return '';
  }
}

export const MENSAGENS_INDICACAO = {
  data: 'Necessário informar a data da indicação',
  indicador: 'Necessário informar o indicador',
  trabalhou: 'Necessário informar se trabalhou na empresa',
  cliente: 'Necessário informar a empresa cliente',
  tipo: 'Necessário informar o tipo de indicação.',
  salva: 'Indicação salva com sucesso!',
  atualizada: 'Indicação atualizada com sucesso!',
  naoEncontrada: 'Indicação não encontrada.',
  indicadorNaoEncontrado: 'Indicador não encontrado.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
} as const;

export const LIMITES_INDICACAO = {
  observacaoMax: 2000,
  matriculaMax: 30,
  areaMax: 100,
  cargoMax: 100,
  superiorMax: 120,
} as const;

const vazio = (v: unknown) => v === '' || v === null || (typeof v === 'string' && v.trim() === '');
const opcional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (vazio(v) ? undefined : v), s.optional());

/**
 * Body of POST and PUT candidato/indicacoes/{candidate} (spec 002 §3.5): types only; the rules with
 * the spec's messages are in errosIndicacao, so the form and the server give the same texts.
 * On PUT, id_indicacao names the referral.
 */
export const indicacaoBody = z.object({
  id_indicacao: opcional(chave),
  dt_indicacao: opcional(dataIso()),
  cd_pessoa_indica: opcional(chave),
  cd_pessoa_cliente: opcional(chave),
  cd_pessoa: opcional(chave),
  cd_empresa: opcional(inteiroEntrada('int4', { min: 1 })),
  cd_empresa_cliente: opcional(inteiroEntrada('int4', { min: 1 })),
  id_tipo_indicacao: opcional(z.enum(TIPOS_INDICACAO, { error: 'Tipo de indicação deve ser O, M, A ou T.' })),
  id_processo_pm: opcional(sn),
  ds_matricula_indicador: opcional(textoAparado(LIMITES_INDICACAO.matriculaMax)),
  ds_area_secao_indicador: opcional(textoAparado(LIMITES_INDICACAO.areaMax)),
  ds_turno_indicador: opcional(
    z.enum(TURNOS_INDICADOR, { error: 'Turno deve ser MANHA, TARDE, NOITE ou COMERCIAL.' }),
  ),
  ds_cargo_indicador: opcional(textoAparado(LIMITES_INDICACAO.cargoMax)),
  nm_superior_indicador: opcional(textoAparado(LIMITES_INDICACAO.superiorMax)),
  id_trabalhou_empresa_indicacao: opcional(sn),
  ds_observacao: opcional(textoAparado(LIMITES_INDICACAO.observacaoMax)),
  id_grau_afinidade_indicador: opcional(
    z.enum(Object.keys(AFINIDADES_INDICADOR) as ['I', 'A', 'V', 'P', 'C', 'O'], {
      error: 'Grau de afinidade deve ser I, A, V, P, C ou O.',
    }),
  ),
  nr_telefone_indicador: opcional(telefone()),
});
export type IndicacaoBody = z.infer<typeof indicacaoBody>;
export type IndicacaoEntrada = z.input<typeof indicacaoBody>;

/**
 * The rules of a referral (spec 002 §5 'Referral'): date, referrer, whether the referrer worked at
 * the company and the client are required; the referral type too when the client has process types
 * (TIPOS_PROCESSOS of cliente/mod not empty).
 */
export function errosIndicacao(i: IndicacaoBody, clienteTemTiposProcesso: boolean): string[] {
  const erros: string[] = [];
  const M = MENSAGENS_INDICACAO;
  if (!i.dt_indicacao) erros.push(M.data);
  if (!i.cd_pessoa_indica) erros.push(M.indicador);
  if (!i.id_trabalhou_empresa_indicacao) erros.push(M.trabalhou);
  if (!i.cd_pessoa_cliente) erros.push(M.cliente);
  if (clienteTemTiposProcesso && !i.id_tipo_indicacao) erros.push(M.tipo);
  return erros;
}

/** The defaults of a referral (spec 002 §3.5): company and client company 1. */
export function comPadroesIndicacao<T extends Pick<IndicacaoBody, 'cd_empresa' | 'cd_empresa_cliente'>>(
  i: T,
): T & { cd_empresa: number; cd_empresa_cliente: number } {
  return {
    ...i,
    cd_empresa: i.cd_empresa ?? EMPRESA_INDICACAO_PADRAO,
    cd_empresa_cliente: i.cd_empresa_cliente ?? EMPRESA_INDICACAO_PADRAO,
  };
}

/** A referral of GET candidato/indicacoes/{candidate}: the list row of §3.5 plus the form's fields. */
export const indicacaoLinha = z.object({
  ID_INDICACAO: z.number().int(),
  DT_INDICACAO: z.string(),
  CD_PESSOA_INDICA: z.number().int(),
  NM_PESSOA_INDICA: z.string(),
  /** The client company. */
  NM_PESSOA: z.string(),
  ID_TIPO_INDICACAO: txt,
  CD_PESSOA_CLIENTE: z.number().int(),
  DS_OBSERVACAO: txt,
  CD_EMPRESA: z.number().int(),
  CD_EMPRESA_CLIENTE: z.number().int(),
  ID_PROCESSO_PM: txt,
  DS_MATRICULA_INDICADOR: txt,
  DS_AREA_SECAO_INDICADOR: txt,
  DS_TURNO_INDICADOR: txt,
  DS_CARGO_INDICADOR: txt,
  NM_SUPERIOR_INDICADOR: txt,
  ID_TRABALHOU_EMPRESA_INDICACAO: sn,
  ID_GRAU_AFINIDADE_INDICADOR: txt,
  NR_TELEFONE_INDICADOR: txt,
});
export type IndicacaoLinha = z.infer<typeof indicacaoLinha>;

export const indicacaoSalvaResposta = z.object({ message: z.string(), ID_INDICACAO: z.number().int() });

/** GET cliente/mod/{client}/{sip}: the client's process types and whether it runs the PM process. */
export const clienteModParams = z.object({ client: chave, sip: codigo('int8', 'Usuário inválido.') });
export const clienteModResposta = z.object({
  TIPOS_PROCESSOS: z.array(z.object({ TIPO: z.string(), DS_TIPO_ABREVIADO: z.string() })),
  /** S when the client has process types (its referrals carry the PM process flag). */
  PROCESSO_PM: sn,
});
export type ClienteModResposta = z.infer<typeof clienteModResposta>;

// ---------------------------------------------------------------------------------------------
// Candidate cards opened from a search row (spec 000 §3.11, §3.12)

const num = z.number().nullable();
const snNulo = sn.nullable();

export const candidatoParams = z.object({ cd: chave });

/** Answer of GET candidato/dados-candidato/{cd}: the candidate's basic data. */
export const dadosCandidatoResposta = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_APELIDO: txt,
  NR_DOCUMENTO_CPF: txt,
  DS_EMAIL: txt,
  DT_NASCIMENTO: txt,
  IDADE: num,
  ID_SEXO: txt,
  ID_ESTADO_CIVIL: txt,
  NR_TELEFONE_CEL: txt,
  NR_TELEFONE_RES: txt,
  NR_TELEFONE_REC: txt,
  ID_POSSUI_WHATSAPP_CEL: sn,
  NR_WHATSAPP: txt,
  NM_BAIRRO: txt,
  NM_CIDADE: txt,
  CD_UF: txt,
  CD_EMPRESA: num,
  ID_DESTAQUE: sn,
  ID_BLOQUEADO: sn,
  DT_INATIVO: txt,
  /** S when blocked or inactive until a future date: the candidate cannot be related. */
  ID_INDISPONIVEL: sn,
  ID_POSSUE_DEFICIENCIA: sn,
  NR_NOTA_CANDIDATO: num,
  CRIADO_EM: z.string(),
  ALTERADO_EM: z.string(),
});
export type DadosCandidatoResposta = z.infer<typeof dadosCandidatoResposta>;

/** Answer of GET candidato/curriculo-resumido/{cd} (spec 000 §3.12). */
export const curriculoResumidoResposta = z.object({
  pessoa: dadosCandidatoResposta.extend({
    NM_ESCOLARIDADE: txt,
    ID_CURSANDO: sn,
    ID_PRIMEIRO_EMPREGO: sn,
    ID_FUMANTE: snNulo,
    CD_HABILITACAO_CAT: txt,
    POSSUI_VEICULO: snNulo,
    NR_ALTURA: num,
    NR_PESO: num,
    DS_EXPERIENCIA_PROFISSIONAL: txt,
    DEFICIENCIAS: z.array(
      z.object({ CD_TIPO_DEFICIENCIA: z.number().int(), NM_TIPO_DEFICIENCIA: z.string() }),
    ),
    IDIOMAS: z.array(
      z.object({
        CD_IDIOMA: z.number().int(),
        NM_IDIOMA: z.string(),
        ID_LEITURA: z.number().int(),
        ID_ESCRITA: z.number().int(),
        ID_FALA: z.number().int(),
      }),
    ),
  }),
  pretensao: z.object({
    PRETENSAO_SALARIAL: num,
    TURNOS: z.array(z.enum(NOMES_TURNOS)),
    CARGOS: z.array(
      z.object({ CD_CARGO: z.number().int(), NM_CARGO: z.string(), NR_EXPERIENCIA: z.number() }),
    ),
  }),
  experiencia: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      NM_PESSOA_EMPRESA: z.string(),
      NM_CARGO: z.string(),
      DT_INICIO: z.string(),
      DT_FIM: txt,
      VL_ULTIMO_SALARIO: num,
      DS_EXPERIENCIA_PROFISSIONAL: txt,
    }),
  ),
  formacao: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      CD_NIVEL: z.number().int(),
      NM_NIVEL: z.string(),
      ID_SITUACAO: z.string(),
      NM_SITUACAO: z.string(),
      NM_CURSO: txt,
      NM_PESSOA_ESTAB_ENSINO: txt,
      DT_CONCLUSAO_CURSO: txt,
    }),
  ),
  /** Extracurricular courses (level 9). */
  cursos: z.array(
    z.object({
      NR_SEQUENCIA: z.number().int(),
      NM_CURSO: txt,
      NM_PESSOA_ESTAB_ENSINO: txt,
      NR_CARGA_HORARIA: num,
      DT_CONCLUSAO_CURSO: txt,
    }),
  ),
});
export type CurriculoResumidoResposta = z.infer<typeof curriculoResumidoResposta>;
