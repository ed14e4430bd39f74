import {
  type ClienteAberturaResposta,
  MENSAGENS_ABERTURA as M,
  type RequisicaoResposta,
  type VagaRequisicaoLinha,
} from '@backoffice/domain/abertura-requisicao';
import { BENEFICIOS_SN } from '@backoffice/domain/beneficios';
import { sql } from 'drizzle-orm';
import { consultar } from '../../../db/client';
import { iso, num, sn } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

type Deps = Pick<AppDeps, 'db'>;

/** GET /api/requisicoes/cliente/{cdPessoa}: the active client's unit, confidentiality default and contacts. */
export async function clienteParaAbertura(deps: Deps, cdPessoa: number): Promise<ClienteAberturaResposta> {
  const [c] = await consultar<{
    nm_pessoa: string;
    nm_apelido: string | null;
    cd_empresa: number;
    nm_empresa: string;
    agrupadora: number;
    id_confidencial_padrao: string;
  }>(
    deps.db,
    sql`SELECT p.nm_pessoa, p.nm_apelido, c.cd_empresa, e.nm_empresa, e.cd_empresa_agrupadora AS agrupadora,
               c.id_confidencial_padrao
          FROM ${tabelasCliente.cliente('c')}
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = c.cd_empresa
         WHERE c.cd_pessoa = ${cdPessoa} AND c.id_ativo = 'S'`,
  );
  if (!c) throw notFound(M.clienteInexistente);
  const contatos = await consultar<{ nome: string }>(
    deps.db,
    sql`SELECT p.nm_pessoa AS nome FROM ${tabelasCliente.cliente_contato('cc')}
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cc.cd_pessoa
         WHERE cc.cd_pessoa_cliente = ${cdPessoa} AND cc.id_ativo = 'S'
         ORDER BY p.nm_pessoa LIMIT 200`,
  );
  return {
    CD_PESSOA: cdPessoa,
    NM_PESSOA: c.nm_pessoa,
    NM_APELIDO: c.nm_apelido,
    CD_EMPRESA: Number(c.cd_empresa),
    NM_EMPRESA: c.nm_empresa,
    CD_EMPRESA_AGRUPADORA: Number(c.agrupadora),
    ID_CONFIDENCIAL_PADRAO: sn(c.id_confidencial_padrao),
    CONTATOS: [...new Set(contatos.map((x) => x.nome))],
  };
}

const COLUNAS_BENEFICIOS = [
  'id_transporte',
  'ds_obs_transporte',
  'ds_obs_outros_beneficios',
  ...BENEFICIOS_SN.flatMap((b) => [`id_${b.chave}`, `ds_obs_${b.chave}`]),
];

type Linha = Record<string, unknown>;
const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * GET /api/requisicoes/{nr}: the requisition, its benefits and publishing defaults, and its vacancies
 * with their candidates. A requisition with a secret or confidential vacancy hides its client's
 * name, as the vacancy lists do. Editable while not cancelled and no candidate is related.
 */
export async function buscarRequisicao(deps: Deps, nr: number): Promise<RequisicaoResposta> {
  const [r] = await consultar<Linha>(
    deps.db,
    sql`SELECT r.*, p.nm_pessoa AS nm_cliente, p.nm_apelido AS nm_apelido_cliente, e.nm_empresa,
               e.cd_empresa_agrupadora AS agrupadora,
               tc.nm_tipo_contratacao, m.ds_motivo_cancelamento AS nm_motivo,
               coalesce(pu.nm_pessoa, u.apelido) AS nm_usuario_criacao,
               (SELECT count(*) FROM candidato_web cw WHERE cw.nr_requisicao = r.nr_requisicao) AS web
          FROM requisicao r
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = r.cd_pessoa_cliente
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = r.cd_empresa
          LEFT JOIN ${tabelasCatalogo.tipo_contratacao('tc')} ON tc.cd_tipo_contratacao = r.cd_tipo_contratacao
          LEFT JOIN ${tabelasCatalogo.motivo_cancelamento('m')} ON m.cd_motivo_cancelamento = r.cd_motivo_cancelamento
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = r.criado_por
          LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
         WHERE r.nr_requisicao = ${nr}`,
  );
  if (!r) throw notFound(M.requisicaoNaoEncontrada);
  const vagas = await consultar<Linha>(
    deps.db,
    sql`SELECT v.*, s.nm_situacao_vaga, cc.nm_cargo_cliente, t.nm_turno, ct.nm_centro_custo,
               pa.nm_pessoa AS nm_pessoa_analista,
               (SELECT count(*) FROM vaga_candidato vc WHERE vc.nr_vaga = v.nr_vaga) AS relacionados,
               (SELECT count(*) FROM candidato_web cw WHERE cw.nr_vaga = v.nr_vaga) AS web
          FROM vaga v
          JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.turno('t')} ON t.cd_turno = v.cd_turno
          LEFT JOIN ${tabelasCliente.centro_custo('ct')} ON ct.cd_pessoa_cliente = v.cd_pessoa_cliente
                AND ct.cd_empresa_cliente = v.cd_empresa_cliente AND ct.cd_centro_custo = v.cd_centro_custo
          LEFT JOIN ${tabelasCandidato.pessoa('pa')} ON pa.cd_pessoa = v.cd_pessoa_analista
         WHERE v.nr_requisicao = ${nr}
         ORDER BY v.nr_vaga`,
  );
  const [beneficio] = await consultar<Linha>(
    deps.db,
    sql`SELECT * FROM requisicao_beneficio WHERE nr_requisicao = ${nr}`,
  );
  const esconde = vagas.some((v) => v.id_vaga_sigilosa === 'S' || v.id_vaga_confidencial === 'S');
  const linhas: VagaRequisicaoLinha[] = vagas.map((v) => ({
    NR_VAGA: Number(v.nr_vaga),
    CD_SITUACAO_VAGA: Number(v.cd_situacao_vaga),
    NM_SITUACAO_VAGA: String(v.nm_situacao_vaga),
    CD_CARGO_CLIENTE: num(v.cd_cargo_cliente),
    NM_CARGO_CLIENTE: texto(v.nm_cargo_cliente),
    VL_SALARIO: num(v.vl_salario),
    ID_SALARIO: (texto(v.id_salario) as VagaRequisicaoLinha['ID_SALARIO']) ?? null,
    CD_TURNO: num(v.cd_turno),
    NM_TURNO: texto(v.nm_turno),
    CD_CENTRO_CUSTO: texto(v.cd_centro_custo),
    NM_CENTRO_CUSTO: texto(v.nm_centro_custo),
    CD_GRAU_INSTRUCAO_DE: num(v.cd_grau_instrucao_de),
    CD_GRAU_INSTRUCAO_ATE: num(v.cd_grau_instrucao_ate),
    ID_SEXO: v.id_sexo === 'F' || v.id_sexo === 'M' ? v.id_sexo : null,
    NR_IDADE_DE: num(v.nr_idade_de),
    NR_IDADE_ATE: num(v.nr_idade_ate),
    NR_ANOS_EXPERIENCIA_DE: num(v.nr_anos_experiencia_de),
    NR_ANOS_EXPERIENCIA_ATE: num(v.nr_anos_experiencia_ate),
    ID_VAGA_PCD: sn(v.id_vaga_pcd),
    ID_VAGA_CONFIDENCIAL: sn(v.id_vaga_confidencial),
    ID_VAGA_SIGILOSA: sn(v.id_vaga_sigilosa),
    CD_PESSOA_ANALISTA: num(v.cd_pessoa_analista),
    NM_PESSOA_ANALISTA: texto(v.nm_pessoa_analista),
    DT_ABERTURA: String(v.dt_abertura),
    QT_CANDIDATOS: Number(v.relacionados) + Number(v.web),
  }));
  // the related candidates of each vacancy and every web applicant of the requisition (with or without a vacancy)
  const candidatos = vagas.reduce((s, v) => s + Number(v.relacionados), 0) + Number(r.web);
  const cancelada = r.id_situacao === 'C';
  const naoEditavel = cancelada ? M.requisicaoCancelada : candidatos > 0 ? M.comCandidatos(candidatos) : null;
  const primeira = vagas[0];
  let beneficios: Record<string, string | null> | null = null;
  if (beneficio) {
    beneficios = {};
    for (const c of COLUNAS_BENEFICIOS) beneficios[c] = texto(beneficio[c]);
  }
  return {
    NR_REQUISICAO: nr,
    CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
    NM_CLIENTE: esconde ? null : texto(r.nm_cliente),
    NM_APELIDO_CLIENTE: esconde ? null : texto(r.nm_apelido_cliente),
    ID_ESCONDE_INFO_SIGILOSA: esconde ? 'S' : 'N',
    CD_EMPRESA: Number(r.cd_empresa),
    NM_EMPRESA: String(r.nm_empresa),
    CD_EMPRESA_AGRUPADORA: Number(r.agrupadora),
    CD_EMPRESA_CLIENTE: Number(r.cd_empresa_cliente ?? r.cd_empresa),
    DT_REQUISICAO: String(r.dt_requisicao),
    NM_REQUISITANTE: texto(r.nm_requisitante),
    DS_AREA: texto(r.ds_area ?? primeira?.ds_area),
    NR_PEDIDO_CLIENTE: texto(r.nr_pedido_cliente ?? primeira?.nr_pedido_cliente),
    CD_TIPO_CONTRATACAO: num(r.cd_tipo_contratacao ?? primeira?.cd_tipo_contratacao),
    NM_TIPO_CONTRATACAO: texto(r.nm_tipo_contratacao),
    ID_SETOR: (r.id_recrutamento ?? primeira?.id_recrutamento) === 'S' ? 'R' : 'S',
    ID_TIPO_VAGA:
      (texto(r.id_tipo_vaga ?? primeira?.id_tipo_vaga) as RequisicaoResposta['ID_TIPO_VAGA']) ?? null,
    DS_OBSERVACOES: texto(r.ds_observacoes),
    ID_SITUACAO: cancelada ? 'C' : 'A',
    CD_MOTIVO_CANCELAMENTO: num(r.cd_motivo_cancelamento),
    NM_MOTIVO_CANCELAMENTO: texto(r.nm_motivo),
    DS_MOTIVO_CANCELAMENTO: texto(r.ds_motivo_cancelamento),
    DT_CANCELAMENTO: iso(r.dt_cancelamento),
    NM_USUARIO_CRIACAO: texto(r.nm_usuario_criacao),
    QT_VAGAS: linhas.length,
    QT_CANDIDATOS: candidatos,
    ID_EDITAVEL: naoEditavel ? 'N' : 'S',
    DS_NAO_EDITAVEL: naoEditavel,
    BENEFICIOS: beneficios,
    DIVULGACAO: {
      ID_LIBERA_INTERNET: sn(primeira?.id_libera_internet),
      QT_CANDIDATOS_VAGA_WEB: Number(primeira?.qt_candidatos_vaga_web ?? 100),
      DS_OBSERVACAO_INTERNET: texto(primeira?.ds_observacao_internet),
    },
    VAGAS: linhas,
  };
}
