import { PADROES_CADASTROS } from '@backoffice/domain/cadastros';
import {
  CATALOGO_COMPETENCIAS,
  CATALOGO_ESCOLARIDADES,
  CATALOGO_IDIOMAS,
  CATALOGO_MOTIVOS_CANCELAMENTO,
  CATALOGO_PAISES,
  CATALOGO_SOFTWARES,
  CATALOGO_TIPOS_CONTRATACAO,
  CATALOGO_TIPOS_DEFICIENCIA,
  CD_PAIS_BRASIL,
} from '@backoffice/domain/catalogos';
import { CATALOGO_ESTAGIOS_VAGA } from '@backoffice/domain/vaga-estagio';
import { CATALOGO_SITUACOES_VAGA } from '@backoffice/domain/vaga-situacao';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import type { DbHandle } from '../db/client';
import { BAIRROS_POR_CIDADE } from './data/bairros';
import { CARGOS } from './data/cargos';
import { CATALOGO_TESTES, perguntasTestes } from './data/testes';

/** Work shifts offered for each hiring type (cd_turno = hiring type * 100 + position). */
const TURNOS_BASE: readonly string[] = [
  'Comercial - 08:00 às 18:00 (segunda a sexta)',
  'Normal - 07:30 às 17:18 (segunda a sexta)',
  '1º Turno - 05:00 às 14:48',
  '2º Turno - 14:48 às 00:36',
  '3º Turno - 22:00 às 05:00 (6x1)',
  'Revezamento 12x36 - 07:00 às 19:00',
  'Revezamento 12x36 - 19:00 às 07:00',
  'Escala 6x1 - 10:00 às 18:20',
  'Meio período - 08:00 às 12:00',
  'Meio período - 13:00 às 17:00',
];
const TURNOS_ESTAGIO: readonly string[] = [
  'Estágio - 08:00 às 14:00',
  'Estágio - 13:00 às 19:00',
  'Estágio - 07:00 às 13:00',
];

/** The shifts catalogue: code, name, payroll code and hiring type. */
export function turnosCatalogo(): { cd: number; nome: string; datasul: string; tipo: number }[] {
  return CATALOGO_TIPOS_CONTRATACAO.flatMap((t) =>
    (t.cd === 10 ? TURNOS_ESTAGIO : TURNOS_BASE).map((nome, i) => ({
      cd: t.cd * 100 + i + 1,
      nome,
      datasul: `T${String(t.cd).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
      tipo: t.cd,
    })),
  );
}

interface Tabela {
  nome: string;
  /** Rows expected; the table is skipped when it already holds this many. */
  linhas: () => Record<string, unknown>[];
  /** Column list with SQL types for json_to_recordset. */
  colunas: string;
  conflito: string;
  /** Identity column whose sequence must follow explicit codes. */
  identidade?: string;
  /**
   * A register the company edits (Cadastros): its defaults go only into an empty table, so an entry
   * deleted there is not brought back at the next start.
   */
  soSeVazia?: true;
}

/** The default entries of a register, numbered from 1 (code and name columns). */
function padroes(
  registro: keyof typeof PADROES_CADASTROS,
  cd: string,
  nome: string,
): () => Record<string, unknown>[] {
  return () => PADROES_CADASTROS[registro].map((n, i) => ({ [cd]: i + 1, [nome]: n }));
}

function tabelas(): Tabela[] {
  // Municipalities and states: IBGE data shipped by @brazilian-utils/brazilian-utils (getMunicipalities, getStates).
  const municipios = getMunicipalities();
  const estados = getStates();
  const codigoCidade = new Map(municipios.map((m) => [`${m.stateCode}|${m.name}`, Number(m.code)]));
  return [
    {
      nome: 'pais',
      colunas: 'cd_pais int, nm_pais text, cd_iso text, nm_nacionalidade text',
      conflito: '(cd_pais)',
      linhas: () =>
        CATALOGO_PAISES.map((p) => ({
          cd_pais: p.cd,
          nm_pais: p.nome,
          cd_iso: p.iso,
          nm_nacionalidade: p.nacionalidade,
        })),
    },
    {
      nome: 'estado',
      colunas: 'cd_uf text, nm_uf text, cd_pais int, cd_ibge int, nm_regiao text',
      conflito: '(cd_uf)',
      linhas: () =>
        estados.map((e) => ({
          cd_uf: e.code,
          nm_uf: e.name,
          cd_pais: CD_PAIS_BRASIL,
          cd_ibge: e.ibgeCode,
          nm_regiao: e.regionName,
        })),
    },
    {
      nome: 'cidade',
      colunas: 'cd_cidade int, nm_cidade text, cd_uf text, cd_pais int',
      conflito: '(cd_cidade)',
      linhas: () =>
        municipios.map((m) => ({
          cd_cidade: Number(m.code),
          nm_cidade: m.name,
          cd_uf: m.stateCode,
          cd_pais: CD_PAIS_BRASIL,
        })),
    },
    {
      nome: 'bairro',
      colunas: 'nm_bairro text, cd_cidade int, nm_cidade text, cd_uf text',
      conflito: '(cd_cidade, nm_bairro)',
      linhas: () =>
        Object.entries(BAIRROS_POR_CIDADE).flatMap(([chave, bairros]) => {
          const [uf, nomeCidade] = chave.split('|');
          const cd = codigoCidade.get(chave);
          if (!cd) throw new Error(`Município desconhecido nos bairros: ${chave}`);
          return bairros.map((b) => ({ nm_bairro: b, cd_cidade: cd, nm_cidade: nomeCidade, cd_uf: uf }));
        }),
    },
    {
      nome: 'situacao_vaga',
      colunas: 'cd_situacao_vaga int, nm_situacao_vaga text, ds_situacao_vaga text',
      conflito: '(cd_situacao_vaga)',
      linhas: () =>
        CATALOGO_SITUACOES_VAGA.map((s) => ({
          cd_situacao_vaga: s.cd,
          nm_situacao_vaga: s.nome,
          ds_situacao_vaga: s.descricao,
        })),
    },
    {
      nome: 'estagio_vaga',
      colunas: 'cd_estagio_vaga int, nm_estagio_vaga text',
      conflito: '(cd_estagio_vaga)',
      linhas: () => CATALOGO_ESTAGIOS_VAGA.map((e) => ({ cd_estagio_vaga: e.cd, nm_estagio_vaga: e.nome })),
    },
    {
      nome: 'tipo_contratacao',
      colunas: 'cd_tipo_contratacao int, nm_tipo_contratacao text, id_tipo_contratacao text',
      conflito: '(cd_tipo_contratacao)',
      linhas: () =>
        CATALOGO_TIPOS_CONTRATACAO.map((t) => ({
          cd_tipo_contratacao: t.cd,
          nm_tipo_contratacao: t.nome,
          id_tipo_contratacao: t.sigla,
        })),
    },
    {
      nome: 'escolaridade',
      colunas: 'cd_escolaridade int, nm_escolaridade text',
      conflito: '(cd_escolaridade)',
      linhas: () => CATALOGO_ESCOLARIDADES.map((e) => ({ cd_escolaridade: e.cd, nm_escolaridade: e.nome })),
    },
    {
      nome: 'idioma',
      colunas: 'cd_idioma int, nm_idioma text',
      conflito: '(cd_idioma)',
      linhas: () => CATALOGO_IDIOMAS.map((i) => ({ cd_idioma: i.cd, nm_idioma: i.nome })),
    },
    {
      nome: 'software',
      colunas: 'cd_conhecimento int, nm_conhecimento text',
      conflito: '(cd_conhecimento)',
      linhas: () => CATALOGO_SOFTWARES.map((x) => ({ cd_conhecimento: x.cd, nm_conhecimento: x.nome })),
    },
    {
      nome: 'competencia',
      colunas: 'cd_competencia int, nm_competencia text',
      conflito: '(cd_competencia)',
      linhas: () => CATALOGO_COMPETENCIAS.map((x) => ({ cd_competencia: x.cd, nm_competencia: x.nome })),
    },
    {
      nome: 'tipo_deficiencia',
      colunas: 'cd_tipo_deficiencia int, nm_tipo_deficiencia text',
      conflito: '(cd_tipo_deficiencia)',
      linhas: () =>
        CATALOGO_TIPOS_DEFICIENCIA.map((t) => ({ cd_tipo_deficiencia: t.cd, nm_tipo_deficiencia: t.nome })),
    },
    {
      nome: 'motivo_cancelamento',
      colunas: 'cd_motivo_cancelamento int, ds_motivo_cancelamento text',
      conflito: '(cd_motivo_cancelamento)',
      linhas: () =>
        CATALOGO_MOTIVOS_CANCELAMENTO.map((m) => ({
          cd_motivo_cancelamento: m.cd,
          ds_motivo_cancelamento: m.descricao,
        })),
    },
    {
      nome: 'motivo_reprovacao',
      colunas: 'cd_motivo_reprovacao int, ds_motivo_reprovacao text',
      conflito: '(cd_motivo_reprovacao)',
      soSeVazia: true,
      linhas: padroes('motivos-reprovacao', 'cd_motivo_reprovacao', 'ds_motivo_reprovacao'),
    },
    {
      nome: 'motivo_desistencia',
      colunas: 'cd_motivo_desistencia int, ds_motivo_desistencia text',
      conflito: '(cd_motivo_desistencia)',
      soSeVazia: true,
      linhas: padroes('motivos-desistencia', 'cd_motivo_desistencia', 'ds_motivo_desistencia'),
    },
    {
      nome: 'area',
      colunas: 'cd_area int, nm_area text',
      conflito: '(cd_area)',
      soSeVazia: true,
      linhas: padroes('areas', 'cd_area', 'nm_area'),
    },
    {
      nome: 'turno',
      colunas: 'cd_turno int, nm_turno text, cd_turno_datasul text, cd_tipo_contratacao int',
      conflito: '(cd_turno)',
      identidade: 'cd_turno',
      linhas: () =>
        turnosCatalogo().map((t) => ({
          cd_turno: t.cd,
          nm_turno: t.nome,
          cd_turno_datasul: t.datasul,
          cd_tipo_contratacao: t.tipo,
        })),
    },
    {
      nome: 'cargo',
      colunas: 'cd_cargo int, nm_cargo text, id_tipo_vaga text',
      conflito: '(cd_cargo)',
      identidade: 'cd_cargo',
      linhas: () => CARGOS.map((c) => ({ cd_cargo: c.cd, nm_cargo: c.nome, id_tipo_vaga: c.tipo })),
    },
    {
      nome: 'teste',
      colunas: 'cd_teste int, ds_teste text, id_tipo_teste text, id_especial text',
      conflito: '(cd_teste)',
      linhas: () =>
        CATALOGO_TESTES.map((t) => ({
          cd_teste: t.cd,
          ds_teste: t.ds,
          id_tipo_teste: t.tipo,
          id_especial: t.especial ?? null,
        })),
    },
    {
      nome: 'teste_pergunta',
      colunas:
        'id int, id_tipo text, ds_pergunta text, ds_categoria text, nm_teste_aplicado text, nr_ordem int',
      conflito: '(id)',
      linhas: () => perguntasTestes().perguntas,
    },
    {
      nome: 'teste_opcao',
      colunas: 'id_resposta int, id_pergunta int, ds_resposta text, ds_categoria text, nr_ordem int',
      conflito: '(id_resposta)',
      linhas: () => perguntasTestes().opcoes,
    },
  ];
}

/**
 * Loads the reference data every database needs (countries, states, all municipalities,
 * neighbourhoods of the main cities, vacancy situations and stages, hiring types, education
 * levels, languages, disability types, cancellation, rejection and giving-up reasons, areas, shifts,
 * positions). Idempotent; a table that already holds its rows costs one count.
 */
export async function ensureReferenceData(deps: { handle: DbHandle }): Promise<void> {
  const { handle } = deps;
  const lista = tabelas();
  const contagens = await handle.query<Record<string, number>>(
    `SELECT ${lista.map((t) => `(SELECT count(*)::int FROM ${t.nome}) AS ${t.nome}`).join(', ')}`,
  );
  for (const t of lista) {
    const linhas = t.linhas();
    const tem = contagens[0]?.[t.nome] ?? 0;
    if (tem >= linhas.length || (t.soSeVazia && tem > 0)) continue;
    const nomes = t.colunas.split(',').map((c) => c.trim().split(' ')[0]);
    await handle.query(
      `INSERT INTO ${t.nome} (${nomes.join(', ')})
       SELECT ${nomes.join(', ')} FROM json_to_recordset($1::json) AS x(${t.colunas})
       ON CONFLICT ${t.conflito} DO NOTHING`,
      [JSON.stringify(linhas)],
    );
    if (t.identidade) {
      await handle.query(
        `SELECT setval(pg_get_serial_sequence('${t.nome}', '${t.identidade}'),
                (SELECT max(${t.identidade}) FROM ${t.nome}))`,
      );
    }
  }
}
