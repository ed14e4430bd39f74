import { z } from 'zod';
import { LIMITES_CONTROLES, MENSAGENS_CONTROLES } from './controles';
import { codigo, inteiroEntrada, texto, textoAparado, uf } from './entrada';

/**
 * Contracts of the reusable pickers (spec 000 §2.8, §3.2, §7.2, §7.6): path and query parameters
 * and the rows each one answers, with the spec's UPPER_CASE names.
 */

/** Fallback texts of failed picker loads (spec 000 §8.2, §8.3). */
export const MENSAGENS_PICKER = {
  paises: 'Erro ao buscar os países',
  cargos: 'Ops, ocorreu um erro ao buscar os cargos.',
  // The spec gives the bare stem for client positions, cost centres and shifts.
  cargosCliente: 'Ops, ocorreu um erro.',
  centrosCusto: 'Ops, ocorreu um erro.',
  turnos: 'Ops, ocorreu um erro.',
  idiomas: 'Erro ao buscar os idiomas',
  escolaridades: 'Erro ao buscar as escolaridades',
  bairros: 'Erro ao buscar os bairros.',
  clientes: 'Erro ao buscar os clientes',
  candidatos: 'Erro ao buscar os candidatos',
  analistas: 'Erro ao buscar os analistas',
  vagas: 'Erro ao buscar as vagas',
  tiposProcesso: 'Erro ao buscar os tipos de processo',
  areas: 'Erro ao buscar as áreas',
  selecioneCliente: 'Selecione um cliente primeiro',
  selecioneEstado: 'Selecione um estado primeiro',
  selecioneCidade: 'Escolha uma cidade',
} as const;

/** Text typed in a picker: at least 3 characters (spec 000 §5.3), at most 100. */
export const TEXTO_BUSCA_MAX = 100;
export const textoBusca = textoAparado(TEXTO_BUSCA_MAX).min(
  LIMITES_CONTROLES.minCaracteresBusca,
  MENSAGENS_CONTROLES.digiteParaBuscar(LIMITES_CONTROLES.minCaracteresBusca),
);

// Countries, states, cities, neighbourhoods

export const paisLinha = z.object({ CD_PAIS: z.number().int(), NM_PAIS: z.string() });
export type PaisLinha = z.infer<typeof paisLinha>;

export const estadosParams = z.object({ cdPais: codigo('int4') });
export const estadoLinha = z.object({ cdUf: z.string(), nmUf: z.string() });
export type EstadoLinha = z.infer<typeof estadoLinha>;

export const cidadesParams = z.object({ cdUf: uf(), cdPais: codigo('int4') });
export const cidadeLinha = z.object({
  CD_CIDADE: z.number().int(),
  NM_CIDADE: z.string(),
  CD_UF: z.string(),
});
export type CidadeLinha = z.infer<typeof cidadeLinha>;

/** Most cities a neighbourhood request may name, and the longest city name. */
export const MAX_CIDADES_BAIRROS = 50;
export const NOME_CIDADE_MAX = 120;
export const bairrosParams = z.object({
  estado: uf(),
  /** City names separated by commas (as the city picker gives them). */
  cities: texto(MAX_CIDADES_BAIRROS * (NOME_CIDADE_MAX + 1))
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().max(NOME_CIDADE_MAX)).min(1, 'Informe ao menos uma cidade').max(MAX_CIDADES_BAIRROS),
    ),
});
export const bairroLinha = z.object({
  CD_BAIRRO: z.number().int(),
  NM_BAIRRO: z.string(),
  NM_CIDADE: z.string(),
  CD_UF: z.string(),
});
export type BairroLinha = z.infer<typeof bairroLinha>;

// Clients, candidates, analysts, vacancies

export const clientesParams = z.object({
  text: textoBusca,
  /** Names longer than this are cut (the picker's width). */
  maxChars: inteiroEntrada('int2', { min: 10, max: 200 }),
});
export const clienteLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_APELIDO: z.string().nullable(),
  CD_EMPRESA: z.number().int(),
  NR_DOCUMENTO_CNPJ: z.string().nullable(),
});
export type ClienteLinha = z.infer<typeof clienteLinha>;

export const candidatosParams = z.object({ text: textoBusca });
export const candidatoLinha = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  NM_CIDADE: z.string().nullable(),
});
export type CandidatoLinha = z.infer<typeof candidatoLinha>;

export const analistasParams = z.object({ cd_sip: codigo('int4'), text: textoBusca });
export const analistaLinha = z.object({
  CD_PESSOA_ANALISTA: z.number().int(),
  NM_PESSOA_ANALISTA: z.string(),
  NR_TELEFONE: z.string().nullable(),
  CD_SIP: z.number().int(),
  CD_UNID: z.number().int(),
});
export type AnalistaLinha = z.infer<typeof analistaLinha>;

const flagSN = z.enum(['S', 'N']);
export const vagasRelacionarQuery = z.object({
  /** A administrative, G management, Q qualified, O operational. */
  tipo_vaga: z.enum(['A', 'G', 'Q', 'O']).optional(),
  cd_empresa: codigo('int4').optional(),
  /** R recruitment, S selection. */
  setor: z.enum(['R', 'S']).optional(),
  /** S = only vacancies in an open situation. */
  aberta: flagSN.optional(),
  /** The analyst's person code (cd_pessoa_analista). */
  analyst: codigo('int8').optional(),
  text: textoAparado(TEXTO_BUSCA_MAX).optional(),
});
export const vagaRelacionarLinha = z.object({
  NR_VAGA: z.number().int(),
  NR_REQUISICAO: z.number().int(),
  NM_CARGO: z.string(),
  NM_PESSOA_CLIENTE: z.string(),
  CD_PESSOA_CLIENTE: z.number().int(),
  CD_EMPRESA: z.number().int(),
  CD_SITUACAO_VAGA: z.number().int(),
  NM_SITUACAO_VAGA: z.string(),
  NM_PESSOA_ANALISTA: z.string().nullable(),
  DT_ABERTURA: z.string().nullable(),
});
export type VagaRelacionarLinha = z.infer<typeof vagaRelacionarLinha>;

/** The appointment modal's vacancy picker: GET vaga/vagas-atendimento/{cd_sip}/{text} (spec 000 §7.6). */
export const vagasAtendimentoParams = z.object({ cd_sip: codigo('int4'), text: textoBusca });
/** A vacancy the appointment can refer to; its client and analyst fill the appointment's. */
export const vagaAtendimentoLinha = vagaRelacionarLinha.extend({
  CD_PESSOA_ANALISTA: z.number().int().nullable(),
});
export type VagaAtendimentoLinha = z.infer<typeof vagaAtendimentoLinha>;

// Catalogues of the vacancy edit panel and the search area

export const idiomaLinha = z.object({ CD_IDIOMA: z.number().int(), NM_IDIOMA: z.string() });
export type IdiomaLinha = z.infer<typeof idiomaLinha>;

export const tipoProcessoParams = z.object({ client: codigo('int8'), analyst: codigo('int8') });
export const tipoProcessoLinha = z.object({
  ID_TIPO_PROCESSO: z.number().int(),
  TIPO: z.string(),
  DS_TIPO_ABREVIADO: z.string(),
  DS_TIPO_PROCESSO: z.string().nullable(),
});
export type TipoProcessoLinha = z.infer<typeof tipoProcessoLinha>;

export const cargoLinha = z.object({ CD_CARGO: z.number().int(), NM_CARGO: z.string() });
export type CargoLinha = z.infer<typeof cargoLinha>;

export const clienteEmpresaParams = z.object({ cdPessoaCliente: codigo('int8'), cdEmpresa: codigo('int4') });
export const cargoClienteLinha = z.object({
  CD_CARGO_CLIENTE: z.number().int(),
  NM_CARGO_CLIENTE: z.string(),
  NM_CARGO: z.string().nullable(),
  CD_CARGO_INTERNO: z.number().int().nullable(),
  /** I shows the internal position on the web, C the client's. */
  ID_CARGO_EXIBIR_WEB: z.enum(['I', 'C']),
  DS_CARGO_EXIBIR_WEB: z.string(),
});
export type CargoClienteLinha = z.infer<typeof cargoClienteLinha>;

/** Text of ID_CARGO_EXIBIR_WEB. */
export const EXIBIR_CARGO_WEB = { I: 'Cargo interno', C: 'Cargo do cliente' } as const;

export const centroCustoLinha = z.object({ CD_CENTRO_CUSTO: z.string(), NM_CENTRO_CUSTO: z.string() });
export type CentroCustoLinha = z.infer<typeof centroCustoLinha>;

export const turnosParams = z.object({ cdTipoContratacao: codigo('int2') });
export const turnoLinha = z.object({
  CD_TURNO: z.number().int(),
  NM_TURNO: z.string(),
  CD_TURNO_DATASUL: z.string().nullable(),
});
export type TurnoLinha = z.infer<typeof turnoLinha>;

// ---------------------------------------------------------------------------------------------
// Lists of the search panel: schooling levels and the user's unit city

const numeroInt4 = codigo('int4', 'Código inválido.');

export const escolaridadeLinha = z.object({ CD_ESCOLARIDADE: z.number().int(), NM_ESCOLARIDADE: z.string() });
export type EscolaridadeLinha = z.infer<typeof escolaridadeLinha>;

export const cidadeUsuarioParams = z.object({ cd_sip: numeroInt4, cd_unid: numeroInt4 });
/** Answer of GET cidades/cidade-usuario/{cd_sip}/{cd_unid}: where the user's unit is (the panel's default location). */
export const cidadeUsuarioResposta = z.object({
  CD_UNID: z.number().int(),
  NM_EMPRESA: z.string(),
  CD_PAIS: z.number().int(),
  CD_UF: z.string(),
  CD_CIDADE: z.number().nullable(),
  NM_CIDADE: z.string(),
});
export type CidadeUsuarioResposta = z.infer<typeof cidadeUsuarioResposta>;
