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
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { CotasClientesCard } from './cotas-clientes-card';
import { type FiltroVagasDashboard, VagasDashboardDrawer } from './vagas-dashboard-drawer';

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
export function DashboardTab() {
  const usuario = useUsuario();
  const user = usuario?.user_sip ?? 0;
  const [escolhida, setEscolhida] = useState<number | null>(null);
  const [analista, setAnalista] = useState<number | null>(user || null);
  const [barra, setBarra] = useState<FiltroVagasDashboard | null>(null);

  const unidades = useQuery({
    ...consulta(
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
    ...consulta(
      CONTRATOS_USUARIO.listaAnalistas,
      { params: { user, unit: unidade ?? 0 } },
      'Não foi possível carregar os analistas.',
    ),
    enabled: user > 0 && unidade !== null,
    staleTime: 5 * 60_000,
  });
  const grafico = useQuery({
    ...consulta(
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

  const dados = grafico.data;
  const abrir = (filtro: Omit<FiltroVagasDashboard, 'cdUnidade'>) =>
    dados ? () => setBarra({ cdUnidade: dados.CD_UNIDADE, ...filtro }) : undefined;
  const abertas: BarraGrafico[] = (dados?.VAGAS_ABERTAS ?? []).map((l) => ({
    chave: l.CD_PESSOA_ANALISTA,
    rotulo: l.NM_ANALISTA,
    Vagas: l.QTD,
    color: 'blue.6',
    abrir: abrir({
      cdPessoaAnalista: l.CD_PESSOA_ANALISTA,
      abertas: true,
      titulo: `Vagas abertas - ${l.NM_ANALISTA}`,
    }),
  }));
  const situacoes: BarraGrafico[] = (dados?.SITUACOES ?? []).map((l) => ({
    chave: l.CD_SITUACAO_VAGA,
    rotulo: l.NM_SITUACAO_VAGA,
    Vagas: l.QTD,
    color: COR_GRAFICO[corSituacaoVaga(l.CD_SITUACAO_VAGA)],
    abrir: abrir({
      cdPessoaAnalista: dados?.CD_PESSOA_ANALISTA ?? 0,
      cdSituacaoVaga: l.CD_SITUACAO_VAGA,
      titulo: `Vagas em situação ${l.NM_SITUACAO_VAGA}${nomeAnalista ? ` - ${nomeAnalista}` : ''}`,
    }),
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
      {dados && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <PainelGrafico
            id="dash-abertas"
            titulo="Vagas abertas por analista"
            descricao="Vagas de seleção abertas, com o cliente ou em negociação comercial. Clique numa barra ou num nome para ver as vagas."
            vazio={MENSAGENS_DASHBOARD.semVagasAbertas}
            cabecalhos={['Analista', 'Vagas abertas']}
            barras={abertas}
          />
          <PainelGrafico
            id="dash-situacoes"
            titulo={`Situação das vagas ${nomeAnalista ? `de ${nomeAnalista}` : 'do analista'}`}
            descricao="Todas as vagas de seleção do analista, por situação. Clique numa barra ou numa situação para ver as vagas."
            vazio={MENSAGENS_DASHBOARD.semVagasAnalista}
            cabecalhos={['Situação', 'Vagas']}
            barras={situacoes}
          />
        </SimpleGrid>
      )}
      {unidade !== null && <CotasClientesCard cdUnidade={unidade} />}
      <VagasDashboardDrawer filtro={barra} onClose={() => setBarra(null)} />
    </Stack>
  );
}

/** A bar of a dashboard chart: its label, count and colour, and what opens its vacancies. */
interface BarraGrafico {
  chave: number;
  rotulo: string;
  Vagas: number;
  color: string;
  abrir?: () => void;
}

/**
 * One chart of the dashboard: horizontal bars (long names stay readable) and a table of the same
 * figures, exact and reachable by keyboard, each line opening its vacancies like its bar.
 */
function PainelGrafico({
  id,
  titulo,
  descricao,
  vazio,
  cabecalhos,
  barras,
}: {
  id: string;
  titulo: string;
  descricao: string;
  vazio: string;
  cabecalhos: [string, string];
  barras: BarraGrafico[];
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {titulo}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {descricao}
      </Text>
      {barras.length === 0 ? (
        <EmptyState text={vazio} />
      ) : (
        <>
          <BarChart
            h={Math.max(220, barras.length * 34)}
            data={barras}
            dataKey="rotulo"
            orientation="vertical"
            yAxisProps={{ width: 200 }}
            series={[{ name: 'Vagas', color: 'blue.6' }]}
            withBarValueLabel
            gridAxis="none"
            barProps={{
              cursor: barras[0].abrir ? 'pointer' : undefined,
              onClick: (d: { payload?: BarraGrafico }) => d.payload?.abrir?.(),
            }}
          />
          <Table mt="sm" striped withTableBorder fz="sm">
            <VisuallyHidden component="caption">{titulo}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{cabecalhos[0]}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {cabecalhos[1]}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {barras.map((b) => (
                <Table.Tr key={b.chave}>
                  <Table.Td>
                    {b.abrir ? (
                      <Anchor component="button" type="button" fz="sm" onClick={b.abrir}>
                        {b.rotulo}
                      </Anchor>
                    ) : (
                      b.rotulo
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{b.Vagas}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
