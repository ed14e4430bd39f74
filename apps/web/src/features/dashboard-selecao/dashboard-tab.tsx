import '@mantine/charts/styles.css';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_USUARIO } from '@backoffice/domain/contratos/usuario';
import { CONTRATOS_VAGA_DASHBOARD } from '@backoffice/domain/contratos/vaga-dashboard';
import { MENSAGENS_DASHBOARD, unidadeDoDashboard } from '@backoffice/domain/dashboard-selecao';
import { corSituacaoVaga } from '@backoffice/domain/vaga-situacao';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { ApiError, consultaDe } from '../../lib/api-client';
import { useUsuario } from '../../lib/sessao';

/** What a bar stands for: the vacancies behind it. */
export interface FiltroVagasDashboard {
  cdUnidade: number;
  cdPessoaAnalista: number;
  /** Only the open ones (first chart), or those of one situation (second chart). */
  abertas?: boolean;
  cdSituacaoVaga?: number;
  titulo: string;
}

export interface DashboardTabProps {
  /** Opens the vacancies behind a bar (the workspace shows them in Minhas Vagas). */
  aoAbrirVagas?: (filtro: FiltroVagasDashboard) => void;
}

const COR_GRAFICO: Record<ReturnType<typeof corSituacaoVaga>, string> = {
  success: 'teal.6',
  danger: 'red.6',
  warning: 'yellow.6',
  primary: 'blue.6',
};

/**
 * The selection workspace's Dashboard (spec 002 §2.5): a unit and an analyst selector (a new unit
 * resets the analyst; unit 430 is shown as unit 1), the open selection vacancies of the unit per
 * analyst, and the situations of the analyst's vacancies. Clicking a bar opens the vacancies behind it.
 */
export function DashboardTab({ aoAbrirVagas }: DashboardTabProps) {
  const usuario = useUsuario();
  const user = usuario?.user_sip ?? 0;
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const [analista, setAnalista] = useState<number | null>(user || null);

  const unidades = useQuery({
    queryKey: ['unidade', 'lista-unidades', user],
    queryFn: consultaDe(
      CONTRATOS_CATALOGO.listaUnidades,
      { params: { user_sip: user } },
      'Não foi possível carregar as unidades.',
    ),
    enabled: user > 0,
    staleTime: 10 * 60_000,
  });
  // the grouping of the user's unit, unless the dashboard shows the unit as another (430 as 1)
  const cdUnid = usuario?.cd_unid ?? 0;
  const padrao =
    unidadeDoDashboard(cdUnid) !== cdUnid
      ? unidadeDoDashboard(cdUnid)
      : unidades.data?.find((u) => u.ID_UNIDADE_USUARIO === 'S')?.CD_EMPRESA_AGRUPADORA;
  const unidade = escolhida ?? padrao ?? null;
  const analistas = useQuery({
    queryKey: ['analista', 'lista-analistas', user, unidade],
    queryFn: consultaDe(
      CONTRATOS_USUARIO.listaAnalistas,
      { params: { user, unit: unidade ?? 0 } },
      'Não foi possível carregar os analistas.',
    ),
    enabled: user > 0 && unidade !== null,
    staleTime: 5 * 60_000,
  });
  const grafico = useQuery({
    queryKey: ['vaga', 'unidades-selecionador-grafico', user, unidade, analista],
    queryFn: consultaDe(
      CONTRATOS_VAGA_DASHBOARD.grafico,
      {
        params: { user },
        query: { cd_unidade: unidade ?? 0, ...(analista ? { cd_pessoa_analista: analista } : {}) },
      },
      MENSAGENS_DASHBOARD.erroCarregar,
    ),
    enabled: user > 0 && unidade !== null,
  });

  const opcoesUnidade = useMemo(
    () =>
      (unidades.data ?? []).map((u) => ({
        value: String(u.CD_EMPRESA_AGRUPADORA),
        label: `${u.CD_EMPRESA_AGRUPADORA} - ${u.NM_EMPRESA}`,
      })),
    [unidades.data],
  );
  const opcoesAnalista = useMemo(
    () => (analistas.data ?? []).map((a) => ({ value: String(a.CD_PESSOA), label: a.NM_PESSOA })),
    [analistas.data],
  );
  const nomeAnalista =
    analistas.data?.find((a) => a.CD_PESSOA === grafico.data?.CD_PESSOA_ANALISTA)?.NM_PESSOA ??
    (grafico.data?.CD_PESSOA_ANALISTA === user ? usuario?.apelido : undefined);

  const abertas = (grafico.data?.VAGAS_ABERTAS ?? []).map((l) => ({
    analista: l.NM_ANALISTA,
    cd: l.CD_PESSOA_ANALISTA,
    Vagas: l.QTD,
  }));
  function abrirAbertas(l: { cd: number; analista: string }) {
    if (grafico.data && aoAbrirVagas)
      aoAbrirVagas({
        cdUnidade: grafico.data.CD_UNIDADE,
        cdPessoaAnalista: l.cd,
        abertas: true,
        titulo: `Vagas abertas - ${l.analista}`,
      });
  }
  function abrirSituacao(l: { cd: number; situacao: string }) {
    if (grafico.data && aoAbrirVagas)
      aoAbrirVagas({
        cdUnidade: grafico.data.CD_UNIDADE,
        cdPessoaAnalista: grafico.data.CD_PESSOA_ANALISTA,
        cdSituacaoVaga: l.cd,
        titulo: `Vagas ${l.situacao}${nomeAnalista ? ` - ${nomeAnalista}` : ''}`,
      });
  }
  const situacoes = (grafico.data?.SITUACOES ?? []).map((l) => ({
    situacao: l.NM_SITUACAO_VAGA,
    cd: l.CD_SITUACAO_VAGA,
    Vagas: l.QTD,
    color: COR_GRAFICO[corSituacaoVaga(l.CD_SITUACAO_VAGA)],
  }));

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Unidade"
          data={opcoesUnidade}
          value={unidade === null ? null : String(unidade)}
          onChange={(v) => {
            if (!v) return;
            setEscolhida(Number(v));
            // a new unit resets the analyst (spec 002 §2.5)
            setAnalista(null);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="Nenhuma unidade encontrada"
          w={320}
          disabled={unidades.isPending}
        />
        <Select
          label="Analista"
          placeholder={analista === null ? 'Eu' : undefined}
          data={opcoesAnalista}
          value={analista === null ? null : String(analista)}
          onChange={(v) => setAnalista(v ? Number(v) : null)}
          searchable
          clearable
          nothingFoundMessage="Nenhum analista nesta unidade"
          w={320}
          disabled={analistas.isPending}
        />
      </Group>
      {(grafico.isPending || unidade === null) && !unidades.isError && <LoadingState />}
      {grafico.isError && (
        <Alert color="red" title="Dashboard">
          {grafico.error instanceof ApiError ? grafico.error.message : MENSAGENS_DASHBOARD.erroCarregar}
        </Alert>
      )}
      {grafico.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Paper withBorder p="md" component="section" aria-labelledby="dash-abertas">
            <Title order={3} size="h5" id="dash-abertas" mb="xs">
              Vagas abertas por analista
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Vagas de seleção abertas, com o cliente ou em negociação comercial.
              {aoAbrirVagas && ' Clique numa barra ou num nome para ver as vagas.'}
            </Text>
            {abertas.length === 0 ? (
              <EmptyState text={MENSAGENS_DASHBOARD.semVagasAbertas} />
            ) : (
              <BarChart
                h={Math.max(220, abertas.length * 34)}
                data={abertas}
                dataKey="analista"
                orientation="vertical"
                yAxisProps={{ width: 200 }}
                series={[{ name: 'Vagas', color: 'blue.6' }]}
                withBarValueLabel
                gridAxis="none"
                barProps={{
                  cursor: aoAbrirVagas ? 'pointer' : undefined,
                  onClick: (d: { payload?: (typeof abertas)[number] }) =>
                    d.payload && abrirAbertas(d.payload),
                }}
              />
            )}
            <TabelaGrafico
              legenda="Vagas abertas por analista"
              cabecalhos={['Analista', 'Vagas abertas']}
              aoAbrir={Boolean(aoAbrirVagas)}
              linhas={abertas.map((l) => ({
                chave: l.cd,
                rotulo: l.analista,
                valor: l.Vagas,
                abrir: () => abrirAbertas(l),
              }))}
            />
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="dash-situacoes">
            <Title order={3} size="h5" id="dash-situacoes" mb="xs">
              Situação das vagas {nomeAnalista ? `de ${nomeAnalista}` : 'do analista'}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Todas as vagas de seleção do analista, por situação.
            </Text>
            {situacoes.length === 0 ? (
              <EmptyState text={MENSAGENS_DASHBOARD.semVagasAnalista} />
            ) : (
              <BarChart
                h={Math.max(220, situacoes.length * 34)}
                data={situacoes}
                dataKey="situacao"
                orientation="vertical"
                yAxisProps={{ width: 200 }}
                series={[{ name: 'Vagas', color: 'blue.6' }]}
                withBarValueLabel
                gridAxis="none"
                barProps={{
                  cursor: aoAbrirVagas ? 'pointer' : undefined,
                  onClick: (d: { payload?: (typeof situacoes)[number] }) =>
                    d.payload && abrirSituacao(d.payload),
                }}
              />
            )}
            <TabelaGrafico
              legenda="Situação das vagas do analista"
              cabecalhos={['Situação', 'Vagas']}
              aoAbrir={Boolean(aoAbrirVagas)}
              linhas={situacoes.map((l) => ({
                chave: l.cd,
                rotulo: l.situacao,
                valor: l.Vagas,
                abrir: () => abrirSituacao(l),
              }))}
            />
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The chart's figures as a table: exact numbers, and each line opens its vacancies by keyboard too. */
function TabelaGrafico({
  legenda,
  cabecalhos,
  linhas,
  aoAbrir,
}: {
  legenda: string;
  cabecalhos: [string, string];
  linhas: { chave: string | number; rotulo: string; valor: number; abrir: () => void }[];
  aoAbrir: boolean;
}) {
  if (!linhas.length) return null;
  return (
    <Table mt="sm" striped withTableBorder fz="sm" captionSide="top">
      <VisuallyHidden component="caption">{legenda}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{cabecalhos[0]}</Table.Th>
          <Table.Th scope="col" ta="right">
            {cabecalhos[1]}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {linhas.map((l) => (
          <Table.Tr key={l.chave}>
            <Table.Td>
              {aoAbrir ? (
                <Anchor component="button" type="button" fz="sm" onClick={l.abrir}>
                  {l.rotulo}
                </Anchor>
              ) : (
                l.rotulo
              )}
            </Table.Td>
            <Table.Td ta="right">{l.valor}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
