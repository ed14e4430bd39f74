import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_FATURAMENTO_AVALIACAO as C } from '@backoffice/domain/contratos/faturamento-avaliacao';
import { dataNegocio, formatarData, somarMeses } from '@backoffice/domain/datas';
import {
  ESTADOS_FATURAMENTO,
  type FaturamentoAvaliacaoLinha,
  type FaturamentoAvaliacaoQuery,
  type FaturamentoAvaliacaoTotais,
  faturamentoAvaliacaoQuery,
  formatarPercentualFaturamento,
  LIMITES_FATURAMENTO_AVALIACAO as L,
  MENSAGENS_FATURAMENTO_AVALIACAO as M,
  PERIODOS_FATURAMENTO,
  PERMISSOES_FATURAMENTO_AVALIACAO,
  type PeriodoFaturamento,
} from '@backoffice/domain/faturamento-avaliacao';
import type { FormatoExportacao } from '@backoffice/domain/gerencial';
import { temPermissao } from '@backoffice/domain/permissions';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { NumberField } from '../../components/controls/number-field';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { SelectField } from '../../components/controls/select-field';
import { BotoesExportacao } from '../../components/lista/botoes-exportacao';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { AnalistaPicker, ClientePicker } from '../../components/pickers/search-pickers';
import { ApiError, requisitar, urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { BadgeEstadoFaturamento, PartesFaturamento } from './partes-faturamento';

/** The filters as the bar holds them (empty: not filtering). */
interface ValoresFiltro {
  cd_pessoa_cliente: number | null;
  cd_unidade: string;
  cd_pessoa_analista: number | null;
  nr_requisicao: number | null;
  periodo: PeriodoFaturamento;
  inicio: string;
  termino: string;
  estado: string;
}

type Filtros = Omit<FaturamentoAvaliacaoQuery, 'pagina' | 'por_pagina'>;

/** The bar's first filter: vacancies opened in the last months, any billing state. */
function filtroInicial(hoje: string): ValoresFiltro {
  return {
    cd_pessoa_cliente: null,
    cd_unidade: '',
    cd_pessoa_analista: null,
    nr_requisicao: null,
    periodo: 'abertura',
    inicio: somarMeses(hoje, -L.mesesPadrao),
    termino: hoje,
    estado: '',
  };
}

/** The query of the bar's values: only what is set. */
function paraQuery(v: ValoresFiltro): Filtros {
  const q: Filtros = { periodo: v.periodo };
  if (v.cd_pessoa_cliente !== null) q.cd_pessoa_cliente = v.cd_pessoa_cliente;
  if (v.cd_unidade) q.cd_unidade = Number(v.cd_unidade);
  if (v.cd_pessoa_analista !== null) q.cd_pessoa_analista = v.cd_pessoa_analista;
  if (v.nr_requisicao !== null) q.nr_requisicao = v.nr_requisicao;
  if (v.inicio) q.inicio = v.inicio;
  if (v.termino) q.termino = v.termino;
  if (v.estado) q.estado = v.estado as Filtros['estado'];
  return q;
}

/**
 * Faturamento Avaliação › Pesquisar: the vacancies with their billing by client, unit, analyst,
 * requisition, period (opening or billing) and billing state, the totals of every match, pages of
 * 50/100/200 and the CSV/XLSX export. Codes 58, 59, 60 and finance (107); the requisition opens
 * Criar for the codes that edit.
 */
export function FaturamentoAvaliacaoPesquisaPage() {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const hoje = dataNegocio();
  const podeEditar = temPermissao(usuario?.permissoes ?? [], PERMISSOES_FATURAMENTO_AVALIACAO.editar);
  const f = useFormulario(faturamentoAvaliacaoQuery, filtroInicial(hoje), paraQuery);
  const [aplicado, setAplicado] = useState<Filtros>(() => paraQuery(filtroInicial(hoje)));
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState<number>(L.porPaginaPadrao);
  const [baixando, setBaixando] = useState<FormatoExportacao | null>(null);

  const unidades = useQuery({
    ...consulta(
      CONTRATOS_CATALOGO.listaUnidades,
      { params: { user_sip: usuario?.user_sip ?? 0 } },
      'Não foi possível carregar as unidades.',
    ),
    enabled: (usuario?.user_sip ?? 0) > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const q = useQuery({
    ...consulta(C.avaliacoes, { query: { ...aplicado, pagina, por_pagina: porPagina } }, M.falhaLista),
    placeholderData: keepPreviousData,
  });

  const pesquisar = f.aoEnviar(async (query) => {
    setPagina(1);
    setAplicado(query);
  });
  const limpar = () => {
    const inicial = filtroInicial(hoje);
    f.form.reset(inicial);
    setPagina(1);
    setAplicado(paraQuery(inicial));
  };

  async function exportar(formato: FormatoExportacao) {
    setBaixando(formato);
    try {
      const c = C.exportarAvaliacoes;
      const blob = await requisitar<Blob>(urlDe(c, { query: { ...aplicado, formato } }), {
        resposta: 'blob',
        fallback: M.falhaExportacao,
      });
      salvarArquivo(blob, `faturamento-avaliacao.${formato}`);
    } catch {
      // the API client showed the error
    } finally {
      setBaixando(null);
    }
  }

  const colunas: ColunaLista<FaturamentoAvaliacaoLinha>[] = [
    {
      id: 'vaga',
      titulo: 'Vaga',
      ordenar: (l) => l.NR_VAGA,
      celula: (l) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {l.NR_VAGA}
          </Text>
          <Text size="xs" c="gray.7">
            {l.NM_CARGO ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'requisicao',
      titulo: 'Requisição',
      ordenar: (l) => l.NR_REQUISICAO,
      celula: (l) =>
        podeEditar ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-label={`Faturar a requisição ${l.NR_REQUISICAO}`}
            onClick={() => abrir('SelecaoFaturamentoAvaliacaoCriar', { nrRequisicao: l.NR_REQUISICAO })}
          >
            {l.NR_REQUISICAO}
          </Anchor>
        ) : (
          l.NR_REQUISICAO
        ),
    },
    {
      id: 'cliente',
      titulo: 'Cliente',
      ordenar: (l) => l.NM_CLIENTE,
      celula: (l) => (
        <Stack gap={0}>
          <Text size="sm">{l.NM_CLIENTE}</Text>
          <Text size="xs" c="gray.7">
            {l.NM_EMPRESA}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'analista',
      titulo: 'Analista',
      ordenar: (l) => l.NM_PESSOA_ANALISTA,
      celula: (l) => l.NM_PESSOA_ANALISTA ?? '—',
    },
    {
      id: 'abertura',
      titulo: 'Abertura',
      ordenar: (l) => l.DT_ABERTURA,
      celula: (l) => (
        <Stack gap={0}>
          <Text size="sm">{formatarData(l.DT_ABERTURA)}</Text>
          <Text size="xs" c="gray.7">
            {l.NM_SITUACAO_VAGA}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'partes',
      titulo: 'Partes',
      celula: (l) => (
        <PartesFaturamento
          partes={[
            {
              nome: 'Adiantamento',
              pc: l.AD_PC_FATURAMENTO,
              dt: l.AD_DT_FATURAMENTO,
              faturado: l.ID_ADIANTAMENTO_FATURADO === 'S',
            },
            {
              nome: 'Encaminhamento',
              pc: l.PC_FAT_ENCAMINHAMENTO,
              dt: l.DT_FAT_ENCAMINHAMENTO,
              faturado: l.ID_ENCAMINHAMENTO_FATURADO === 'S',
            },
            {
              nome: 'Fechamento',
              pc: l.PC_FATURAMENTO,
              dt: l.DT_FATURAMENTO,
              faturado: l.ID_FECHAMENTO_FATURADO === 'S',
            },
          ]}
        />
      ),
    },
    {
      id: 'total',
      titulo: 'Total e situação',
      nomeOrdenacao: 'Total',
      alinhar: 'right',
      ordenar: (l) => l.PC_TOTAL,
      celula: (l) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={600}>
            {formatarPercentualFaturamento(l.PC_TOTAL)}
          </Text>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            faturado {formatarPercentualFaturamento(l.PC_TOTAL_FATURADO)}
          </Text>
          <BadgeEstadoFaturamento estado={l.ESTADO_FATURAMENTO} />
        </Stack>
      ),
    },
  ];

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  const total = q.data?.totais.QT_VAGAS ?? 0;
  return (
    <Stack gap="sm" p="md">
      <Title order={2} size="h3">
        Faturamento Avaliação - Pesquisar
      </Title>
      <Paper withBorder p="sm">
        <form onSubmit={(e) => void pesquisar(e)} aria-label="Filtros do faturamento">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <ClientePicker
              w={230}
              value={f.valor('cd_pessoa_cliente')}
              onChange={(cd) => f.definir('cd_pessoa_cliente', cd)}
            />
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
            <NumberField
              label="Requisição"
              w={110}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              value={f.valor('nr_requisicao')}
              onChange={(v) => f.definir('nr_requisicao', v)}
            />
            <SelectField
              label="Período por"
              w={170}
              searchable={false}
              allowDeselect={false}
              data={PERIODOS_FATURAMENTO.map((p) => ({ value: p.valor, label: p.rotulo }))}
              value={f.valor('periodo')}
              onChange={(v) => v && f.definir('periodo', v as PeriodoFaturamento)}
            />
            <DateField label="De" w={140} {...f.campo.data('inicio')} />
            <DateField label="Até" w={140} {...f.campo.data('termino')} />
            <SelectField
              label="Situação do faturamento"
              w={200}
              searchable={false}
              clearable
              placeholder="Todas"
              data={ESTADOS_FATURAMENTO.map((e) => ({ value: e.valor, label: e.rotulo }))}
              {...f.campo.selecao('estado')}
            />
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
      {erro && (
        <Alert color="red" title={M.falhaLista}>
          {erro !== M.falhaLista ? erro : null}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Totais totais={q.data?.totais} />
        <Group gap="xs">
          <BotoesExportacao
            pronto={total > 0}
            baixando={baixando}
            exportar={(formato) => void exportar(formato)}
          />
        </Group>
      </Group>
      <TabelaLista
        rotulo="Faturamento das vagas"
        colunas={colunas}
        linhas={erro ? [] : q.data?.linhas}
        carregando={q.isPending}
        chave={(l) => l.NR_VAGA}
        paginacao={false}
        larguraMinima={960}
        vazio={M.vazia}
        vazioFiltrado={{ texto: M.vazia, dica: M.dicaVazia, limpar }}
        propsLinha={(l) => ({ 'data-testid': `faturamento-${l.NR_VAGA}` })}
      />
      {total > 0 && (
        <PaginationBar
          total={total}
          page={pagina}
          pageSize={porPagina}
          onPageChange={setPagina}
          onPageSizeChange={(n) => {
            setPorPagina(n);
            setPagina(1);
          }}
          pageSizes={L.tamanhosPagina}
        />
      )}
    </Stack>
  );
}

/** The totals of every vacancy the filters match: how many in each state and the percentages. */
function Totais({ totais }: { totais: FaturamentoAvaliacaoTotais | undefined }) {
  const itens: [string, string][] = totais
    ? [
        ['Vagas', String(totais.QT_VAGAS)],
        ['A faturar', String(totais.QT_A_FATURAR)],
        ['Parcialmente faturadas', String(totais.QT_PARCIAL)],
        ['Faturadas', String(totais.QT_FATURADA)],
        ['Sem faturamento', String(totais.QT_SEM_FATURAMENTO)],
        ['Soma prevista', formatarPercentualFaturamento(totais.PC_TOTAL)],
        ['Soma faturada', formatarPercentualFaturamento(totais.PC_TOTAL_FATURADO)],
        ['Soma a faturar', formatarPercentualFaturamento(totais.PC_A_FATURAR)],
      ]
    : [];
  return (
    <Paper withBorder px="sm" py={6} component="section" aria-label="Totais do faturamento">
      {totais ? (
        <Group gap="lg" wrap="wrap" component="dl" m={0} data-testid="totais-faturamento">
          {itens.map(([rotulo, valor]) => (
            <div key={rotulo}>
              <Text component="dt" size="xs" c="gray.7">
                {rotulo}
              </Text>
              <Text component="dd" m={0} fw={700} data-testid={`total-${rotulo}`}>
                {valor}
              </Text>
            </div>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          Totais: aguardando a pesquisa…
        </Text>
      )}
    </Paper>
  );
}
