import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  MENSAGENS_PESQUISA,
  TURNOS_PESQUISA,
  type TurnoPesquisa,
} from '@backoffice/domain/pesquisa-candidatos';
import type { PesquisaCandidatosBody } from '@backoffice/domain/pesquisa-filtros';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { vaga, vaga_perfil_pesquisa } from '../../../db/schema/index';
import { conflict, notFound } from '../../../platform/errors';

/** Profile columns of the vacancy (spec 000 §3.9) as read by lerPerfilColunas. */
export interface ColunasPerfil {
  nr_vaga: number;
  nr_requisicao: number;
  cd_cargo: number | null;
  nr_anos_experiencia_de: number | null;
  vl_pretensao_salarial_1: number | null;
  vl_pretensao_salarial_2: number | null;
  cd_grau_instrucao_de: number | null;
  cd_grau_instrucao_ate: number | null;
  ds_palavras_chave_obrigatorio: string | null;
  ds_palavras_chave_opcional: string | null;
  ds_palavras_chave_excluido: string | null;
  id_turno_normal: string | null;
  id_turno_matutino: string | null;
  id_turno_vespertino: string | null;
  id_turno_noturno: string | null;
  id_revezamento: string | null;
  id_possue_deficiencia: string | null;
  id_deficiencia_fisica: string;
  id_deficiencia_auditiva: string;
  id_deficiencia_visual: string;
  id_deficiencia_mental: string;
  id_deficiencia_intelectual: string;
  id_deficiencia_reabilitado: string;
  nr_idade_de: number | null;
  nr_idade_ate: number | null;
  nr_peso_de: number | null;
  nr_peso_ate: number | null;
  nr_altura_de: number | null;
  nr_altura_ate: number | null;
  id_sexo: string | null;
  id_estado_civil: string | null;
  id_fumante: string | null;
  id_primeiro_emprego: string | null;
  id_cursando: string | null;
  cd_habilitacao_cat: string | null;
  id_possui_veiculo: string | null;
  cd_pais_perfil: number | null;
  cd_uf_perfil: string | null;
  nm_cidades_perfil: string[] | null;
  nm_bairros_perfil: string[] | null;
  cd_idioma: number | null;
  id_leitura: number | null;
  id_escrita: number | null;
  id_fala: number | null;
  cd_pessoa_cliente_restricao: number | null;
  nm_pessoa_cliente_restricao: string | null;
  dt_limite_restricao: string | null;
}

// Disability flags of the profile and the disability type each stands for (CATALOGO_TIPOS_DEFICIENCIA).
const FLAGS_DEFICIENCIA = [
  ['id_deficiencia_fisica', 1],
  ['id_deficiencia_auditiva', 2],
  ['id_deficiencia_visual', 3],
  ['id_deficiencia_mental', 4],
  ['id_deficiencia_intelectual', 6],
  ['id_deficiencia_reabilitado', 7],
] as const;

const TURNOS = Object.entries(TURNOS_PESQUISA) as [TurnoPesquisa, (typeof TURNOS_PESQUISA)[TurnoPesquisa]][];

/**
 * The vacancy's profile columns in the shape of the search body: the panel's starting filters when
 * no filters were saved with Gravar. Empty values are left out.
 */
export function perfilDasColunas(v: ColunasPerfil): Record<string, unknown> {
  const p: Record<string, unknown> = {
    nrVaga: v.nr_vaga,
    nrRequisicao: v.nr_requisicao,
    cargo: v.cd_cargo,
    experiencia: v.cd_cargo === null ? null : v.nr_anos_experiencia_de,
    turnos: TURNOS.filter(([, col]) => v[col] === 'S').map(([t]) => t),
    salarioDe: v.vl_pretensao_salarial_1,
    salarioAte: v.vl_pretensao_salarial_2,
    educacaoDe: v.cd_grau_instrucao_de,
    educacaoAte: v.cd_grau_instrucao_ate,
    palavrasChaveObrigatorio: v.ds_palavras_chave_obrigatorio,
    palavrasChaveOpcional: v.ds_palavras_chave_opcional,
    palavrasChaveExcluido: v.ds_palavras_chave_excluido,
    selectDeficiencia: v.id_possue_deficiencia,
    deficiencias: FLAGS_DEFICIENCIA.filter(([col]) => v[col] === 'S').map(([, cd]) => cd),
    idadeDe: v.nr_idade_de,
    idadeAte: v.nr_idade_ate,
    pesoDe: v.nr_peso_de,
    pesoAte: v.nr_peso_ate,
    alturaDe: v.nr_altura_de,
    alturaAte: v.nr_altura_ate,
    sexo: v.id_sexo,
    estadoCivil: v.id_estado_civil,
    fumante: v.id_fumante,
    primeiroEmprego: v.id_primeiro_emprego,
    cursando: v.id_cursando,
    habilitacao: v.cd_habilitacao_cat,
    veiculos: v.id_possui_veiculo,
    cd_pais: v.cd_pais_perfil,
    estado: v.cd_uf_perfil,
    cidades: v.nm_cidades_perfil ?? [],
    bairros: v.nm_bairros_perfil ?? [],
    cd_idioma: v.cd_idioma,
    leitura: v.cd_idioma === null ? null : v.id_leitura,
    escrita: v.cd_idioma === null ? null : v.id_escrita,
    fala: v.cd_idioma === null ? null : v.id_fala,
    cdPessoaClienteRestricao: v.cd_pessoa_cliente_restricao,
    nmPessoaClienteRestricao: v.nm_pessoa_cliente_restricao,
    dtLimiteRestricao: v.dt_limite_restricao,
  };
  for (const [k, valor] of Object.entries(p)) {
    if (valor === null || valor === '' || (Array.isArray(valor) && valor.length === 0)) delete p[k];
  }
  return p;
}

const sn = (v: 'S' | 'N' | undefined) => v ?? null;

/**
 * Saves the panel's filters as the vacancy's profile (Gravar): the profile columns other screens
 * read, and the exact filters for the panel. Refused on a frozen vacancy, like the search.
 */
export async function gravarPerfilVaga(
  db: Db,
  usuario: UsuarioSessao,
  f: PesquisaCandidatosBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [atual] = await tx
      .select({ cd_situacao_vaga: vaga.cd_situacao_vaga })
      .from(vaga)
      .where(eq(vaga.nr_vaga, f.nrVaga))
      .for('update');
    if (!atual) throw notFound(MENSAGENS_PESQUISA.vagaNaoEncontrada);
    if (vagaCongelada(atual.cd_situacao_vaga)) throw conflict(MENSAGENS_PESQUISA.vagaCongelada);
    const deficiencias = f.selectDeficiencia === 'S' ? (f.deficiencias ?? []) : [];
    const turnos = new Set(f.turnos ?? []);
    const turno = (t: TurnoPesquisa) => (f.turnos?.length ? (turnos.has(t) ? 'S' : 'N') : null);
    const defic = (cd: number) => (deficiencias.includes(cd) ? 'S' : 'N');
    await tx
      .update(vaga)
      .set({
        nr_anos_experiencia_de: f.experiencia ?? null,
        vl_pretensao_salarial_1: f.salarioDe ?? null,
        vl_pretensao_salarial_2: f.salarioAte ?? null,
        cd_grau_instrucao_de: f.educacaoDe ?? null,
        cd_grau_instrucao_ate: f.educacaoAte ?? null,
        ds_palavras_chave_obrigatorio: f.palavrasChaveObrigatorio?.trim() || null,
        ds_palavras_chave_opcional: f.palavrasChaveOpcional?.trim() || null,
        ds_palavras_chave_excluido: f.palavrasChaveExcluido?.trim() || null,
        id_turno_normal: turno('normal'),
        id_turno_matutino: turno('matutino'),
        id_turno_vespertino: turno('vespertino'),
        id_turno_noturno: turno('noturno'),
        id_revezamento: turno('revezamento'),
        id_possue_deficiencia: f.selectDeficiencia === 'S' ? 'S' : null,
        id_deficiencia_fisica: defic(1),
        id_deficiencia_auditiva: defic(2),
        id_deficiencia_visual: defic(3),
        id_deficiencia_mental: defic(4),
        id_deficiencia_intelectual: defic(6),
        id_deficiencia_reabilitado: defic(7),
        nr_idade_de: f.idadeDe ?? null,
        nr_idade_ate: f.idadeAte ?? null,
        nr_peso_de: f.pesoDe ?? null,
        nr_peso_ate: f.pesoAte ?? null,
        nr_altura_de: f.alturaDe ?? null,
        nr_altura_ate: f.alturaAte ?? null,
        id_sexo: f.sexo ?? null,
        id_estado_civil: f.estadoCivil ?? null,
        id_fumante: sn(f.fumante),
        id_primeiro_emprego: sn(f.primeiroEmprego),
        id_cursando: sn(f.cursando),
        cd_habilitacao_cat: f.habilitacao ?? null,
        id_possui_veiculo: sn(f.veiculos),
        cd_pais_perfil: f.cd_pais ?? null,
        cd_uf_perfil: f.estado ?? null,
        nm_cidades_perfil: f.cidades?.length ? f.cidades : null,
        nm_bairros_perfil: f.bairros?.length ? f.bairros : null,
        cd_idioma: f.cd_idioma ?? null,
        id_leitura: f.cd_idioma === undefined ? null : (f.leitura ?? 2),
        id_escrita: f.cd_idioma === undefined ? null : (f.escrita ?? 2),
        id_fala: f.cd_idioma === undefined ? null : (f.fala ?? 2),
        cd_pessoa_cliente_restricao: f.cdPessoaClienteRestricao ?? null,
        dt_limite_restricao: f.cdPessoaClienteRestricao === undefined ? null : (f.dtLimiteRestricao ?? null),
        alterado_em: sql`now()`,
        alterado_por: usuario.cd_sip,
      })
      .where(eq(vaga.nr_vaga, f.nrVaga));
    const filtros = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
    await tx
      .insert(vaga_perfil_pesquisa)
      .values({ nr_vaga: f.nrVaga, ds_filtros: filtros, alterado_por: usuario.cd_sip })
      .onConflictDoUpdate({
        target: vaga_perfil_pesquisa.nr_vaga,
        set: { ds_filtros: filtros, alterado_em: sql`now()`, alterado_por: usuario.cd_sip },
      });
    return MENSAGENS_PESQUISA.perfilGravado;
  });
}
