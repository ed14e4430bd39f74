import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import {
  type ContratacaoLinha,
  contratacoesQuery,
  LIMITES_CONTRATACAO as L,
  ROTULOS_SITUACAO_CONTRATACAO,
  SITUACOES_CONTRATACAO,
} from '@backoffice/domain/contratacao';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberField } from '../../components/controls/number-field';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { SelectField } from '../../components/controls/select-field';
import { BotoesExportacao } from '../../components/lista/botoes-exportacao';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { AnalistaPicker, ClientePicker } from '../../components/pickers/search-pickers';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';
import { ContratacaoDetalhe } from './contratacao-detalhe';
import {
  BadgeDiasRestantes,
  BadgeEsocial,
  BadgeSituacao,
  diasAteFimDoMes,
  type FiltrosContratacoes,
} from './partes-contratacao';

const FALHA_LISTA = 'Não foi possível carregar as contratações.';
const FALHA_EXPORTACAO = 'Não foi possível exportar as contratações.';

interface ValoresFiltro {
  cd_pessoa_cliente: number | null;
  cd_unidade: string;
  cd_pessoa_analista: number | null;
  cd_tipo_contratacao: string;
  id_situacao: string;
  termina_em_dias: number | null;
}

const VAZIO: ValoresFiltro = {
  cd_pessoa_cliente: null,
  cd_unidade: '',
  cd_pessoa_analista: null,
  cd_tipo_contratacao: '',
  id_situacao: '',
  termina_em_dias: null,
};

function paraQuery(v: ValoresFiltro): FiltrosContratacoes {
  const q: FiltrosContratacoes = {};
  if (v.cd_pessoa_cliente !== null) q.cd_pessoa_cliente = v.cd_pessoa_cliente;
  if (v.cd_unidade) q.cd_unidade = Number(v.cd_unidade);
  if (v.cd_pessoa_analista !== null) q.cd_pessoa_analista = v.cd_pessoa_analista;
  if (v.cd_tipo_contratacao) q.cd_tipo_contratacao = Number(v.cd_tipo_contratacao);
  if (v.id_situacao) q.id_situacao = v.id_situacao as FiltrosContratacoes['id_situacao'];
  if (v.termina_em_dias !== null) q.termina_em_dias = v.termina_em_dias;
  return q;
}

export interface ContratacoesListaProps {
  /** Filters the host fixes (the client's page, the candidate's record): not shown in the bar. */
  fixos?: Pick<FiltrosContratacoes, 'cd_pessoa_cliente' | 'cd_pessoa_candidato'>;
  /** Only the table (no filter bar, no export): the candidate's record. */
  compacto?: boolean;
  /** Starts on the analyst's pending admissions. */
  pendentesInicial?: boolean;
}

/**
 * The placements: filters (client, unit, analyst, hiring type, situation, ending within N days with
 * 'Este mês', 7 and 30), the table with days left, extensions, situation and the S-2200 gaps, pages,
 * the CSV/XLSX export of the same filters, and the placement opened from its row. 'Admissões
 * pendentes' shows the active placements starting from today that miss S-2200 data, due date first.
 */
export function ContratacoesLista({
  fixos = {},
  compacto = false,
  pendentesInicial = false,
}: ContratacoesListaProps) {
  const usuario = useUsuario();
  const hoje = dataNegocio();
  const f = useFormulario(contratacoesQuery, VAZIO, (v) => ({ ...paraQuery(v), ...fixos }));
  const [aplicado, setAplicado] = useState<FiltrosContratacoes>({});
  const [pendentes, setPendentes] = useState(pendentesInicial);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState<number>(L.porPagina);
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);
  const [aberta, setAberta] = useState<number | null>(null);

  const unidades = useQuery({
    ...consulta(
      CONTRATOS_CATALOGO.listaUnidades,
      { params: { user_sip: usuario?.user_sip ?? 0 } },
      'Não foi possível carregar as unidades.',
    ),
    enabled: !compacto && (usuario?.user_sip ?? 0) > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const filtros: FiltrosContratacoes = pendentes
    ? { ...aplicado, ...fixos, admissoes_pendentes: 'S' }
    : { ...aplicado, ...fixos };
  const query = { ...filtros, pagina, por_pagina: porPagina };
  const q = useQuery({
    ...consulta(C.listar, { query }, FALHA_LISTA),
    placeholderData: keepPreviousData,
  });

  const aplicar = (v: ValoresFiltro) => {
    setPagina(1);
    setAplicado(paraQuery(v));
  };
  const pesquisar = f.aoEnviar(async () => aplicar(f.form.getValues()));
  const limpar = () => {
    f.form.reset(VAZIO);
    setPendentes(false);
    setPagina(1);
    setAplicado({});
  };
  const terminaEm = (dias: number) => {
    f.definir('termina_em_dias', dias);
    aplicar({ ...f.form.getValues(), termina_em_dias: dias });
  };

  async function exportar(formato: FormatoExportacao) {
    setBaixando(formato);
    try {
      const blob = await requisitar<Blob>(urlDe(C.exportar, { query: { ...filtros, formato } }), {
        resposta: 'blob',
        fallback: FALHA_EXPORTACAO,
      });
      salvarArquivo(blob, `contratacoes.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }

  const colunas: ColunaLista<ContratacaoLinha>[] = [
    {
      id: 'candidato',
      titulo: 'Candidato',
      largura: 210,
      ordenar: (l) => l.NM_CANDIDATO,
      celula: (l) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => setAberta(l.ID_CONTRATACAO)}
          aria-label={`Abrir a contratação de ${l.NM_CANDIDATO}`}
        >
          {l.NM_CANDIDATO}
        </Anchor>
      ),
    },
    ...(fixos.cd_pessoa_cliente
      ? []
      : [
          {
            id: 'cliente',
            titulo: 'Cliente',
            ordenar: (l: ContratacaoLinha) => l.NM_CLIENTE,
            celula: (l: ContratacaoLinha) => l.NM_CLIENTE ?? '—',
          },
        ]),
    { id: 'vaga', titulo: 'Vaga', ordenar: (l) => l.NR_VAGA, celula: (l) => l.NR_VAGA },
    {
      id: 'tipo',
      titulo: 'Tipo',
      ordenar: (l) => l.NM_TIPO_CONTRATACAO,
      celula: (l) => l.NM_TIPO_CONTRATACAO ?? '—',
    },
    {
      id: 'inicio',
      titulo: 'Início',
      ordenar: (l) => comoData(l.DT_INICIO),
      celula: (l) => formatarData(l.DT_INICIO),
    },
    {
      id: 'fim',
      titulo: 'Término',
      ordenar: (l) => comoData(l.DT_FIM),
      celula: (l) =>
        l.DT_FIM ? (
          <Stack gap={2} align="flex-start">
            {formatarData(l.DT_FIM)}
            {l.QT_PRORROGACOES > 0 && (
              <Badge size="xs" variant="light" color="gray">
                prorrogado
              </Badge>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      id: 'dias',
      titulo: 'Dias restantes',
      ordenar: (l) => l.DIAS_PARA_TERMINAR,
      celula: (l) => <BadgeDiasRestantes dias={l.DIAS_PARA_TERMINAR} />,
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      ordenar: (l) => l.ID_SITUACAO,
      celula: (l) => <BadgeSituacao situacao={l.ID_SITUACAO} />,
    },
    {
      id: 'esocial',
      titulo: 'eSocial',
      ordenar: (l) => l.PENDENCIAS_ADMISSAO.length,
      celula: (l) => <BadgeEsocial linha={l} />,
    },
    ...(pendentes
      ? [
          {
            id: 'prazo',
            titulo: 'Prazo S-2200',
            ordenar: (l: ContratacaoLinha) => comoData(l.DT_PRAZO_ADMISSAO),
            celula: (l: ContratacaoLinha) => formatarData(l.DT_PRAZO_ADMISSAO),
          },
        ]
      : []),
  ];

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : FALHA_LISTA) : null;
  const linhas = erro ? [] : q.data?.linhas;
  const total = q.data?.total ?? 0;
  const filtrado = Object.keys(aplicado).length > 0 || pendentes;
  return (
    <Stack gap="sm">
      {!compacto && (
        <Paper withBorder p="sm">
          <form onSubmit={(e) => void pesquisar(e)} aria-label="Filtros das contratações">
            <Group align="flex-start" gap="sm" wrap="wrap">
              {!fixos.cd_pessoa_cliente && (
                <ClientePicker
                  w={230}
                  value={f.valor('cd_pessoa_cliente')}
                  onChange={(cd) => f.definir('cd_pessoa_cliente', cd)}
                />
              )}
              <SelectField
                label="Unidade"
                w={170}
                clearable
                placeholder="Todas"
                data={(unidades.data ?? []).map((u) => ({
                  value: String(u.CD_EMPRESA_AGRUPADORA),
                  label: u.NM_EMPRESA,
                }))}
                {...f.campo.selecao('cd_unidade')}
              />
              {usuario && (
                <AnalistaPicker
                  w={210}
                  cdSip={usuario.cd_sip}
                  value={f.valor('cd_pessoa_analista')}
                  onChange={(cd) => f.definir('cd_pessoa_analista', cd)}
                />
              )}
              <SelectField
                label="Tipo de contratação"
                w={170}
                clearable
                searchable={false}
                placeholder="Todos"
                data={CATALOGO_TIPOS_CONTRATACAO.map((t) => ({ value: String(t.cd), label: t.nome }))}
                {...f.campo.selecao('cd_tipo_contratacao')}
              />
              <SelectField
                label="Situação"
                w={190}
                clearable
                searchable={false}
                placeholder="Todas"
                disabled={pendentes}
                data={SITUACOES_CONTRATACAO.map((s) => ({
                  value: s,
                  label: ROTULOS_SITUACAO_CONTRATACAO[s],
                }))}
                {...f.campo.selecao('id_situacao')}
              />
              <Stack gap={4}>
                <NumberField
                  label="Terminam em (dias)"
                  w={180}
                  min={0}
                  max={L.terminaEmDiasMax}
                  allowDecimal={false}
                  allowNegative={false}
                  value={f.valor('termina_em_dias')}
                  onChange={(v) => f.definir('termina_em_dias', v)}
                  error={f.erro('termina_em_dias')}
                />
                <Group gap={4}>
                  <Button size="compact-xs" variant="light" onClick={() => terminaEm(diasAteFimDoMes(hoje))}>
                    Este mês
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => terminaEm(7)}>
                    7 dias
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => terminaEm(30)}>
                    30 dias
                  </Button>
                </Group>
              </Stack>
              <Group gap="xs" mt={25}>
                <Button type="submit" loading={q.isFetching && !q.isPending}>
                  Pesquisar
                </Button>
                <Button variant="default" onClick={limpar}>
                  Limpar
                </Button>
              </Group>
            </Group>
          </form>
        </Paper>
      )}
      {erro && <Alert color="red">{erro}</Alert>}
      {!compacto && (
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Switch
            label="Admissões pendentes (início a partir de hoje, com pendências do eSocial S-2200)"
            checked={pendentes}
            onChange={(e) => {
              setPendentes(e.currentTarget.checked);
              setPagina(1);
            }}
          />
          <Group gap="xs">
            <Text size="sm" c="gray.7" data-testid="total-contratacoes">
              {q.data ? `${total} ${total === 1 ? 'contratação' : 'contratações'}` : ''}
            </Text>
            <BotoesExportacao
              pronto={(q.data?.total ?? 0) > 0}
              baixando={baixando}
              exportar={(formato) => void exportar(formato)}
            />
          </Group>
        </Group>
      )}
      <TabelaLista
        rotulo="Contratações"
        colunas={colunas}
        linhas={linhas}
        carregando={q.isPending}
        chave={(l) => l.ID_CONTRATACAO}
        paginacao={false}
        larguraMinima={compacto ? 720 : 960}
        vazio={pendentes ? 'Nenhuma admissão pendente.' : 'Nenhuma contratação.'}
        vazioFiltrado={
          filtrado && !compacto
            ? {
                texto: pendentes ? 'Nenhuma admissão pendente.' : 'Nenhuma contratação com estes filtros.',
                dica: 'Mude ou limpe os filtros.',
                limpar,
              }
            : undefined
        }
        aoAbrirLinha={(l) => setAberta(l.ID_CONTRATACAO)}
        propsLinha={(l) => ({ 'data-testid': `contratacao-${l.ID_CONTRATACAO}` })}
      />
      {total > porPagina && (
        <PaginationBar
          total={total}
          page={pagina}
          pageSize={porPagina}
          onPageChange={setPagina}
          onPageSizeChange={(n) => {
            setPorPagina(n);
            setPagina(1);
          }}
          pageSizes={[50, 100, 200]}
        />
      )}
      {aberta !== null && <ContratacaoDetalhe id={aberta} aoFechar={() => setAberta(null)} />}
    </Stack>
  );
}
