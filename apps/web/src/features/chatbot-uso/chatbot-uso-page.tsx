import { dataNegocio } from '@backoffice/domain/datas';
import '@mantine/charts/styles.css';
import { CONTRATOS_CATALOGO } from '@backoffice/domain/contratos/catalogo';
import { CONTRATOS_OPERACOES } from '@backoffice/domain/contratos/operacoes';
import {
  type ChatbotUsoBody,
  type ChatbotUsoResposta,
  chatbotUsoBody,
  erroFimChatbot,
  erroGerarChatbot,
  erroInicioChatbot,
  MENSAGENS_CHATBOT_USO as M,
  resumoChatbot,
} from '@backoffice/domain/operacoes';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { EmptyState } from '../../components/controls/list-states';
import { chamar } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';

type GerarCorpo = { dt_inicio: string; dt_fim: string; cd_empresa: number };

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The first day of the current month (ISO). */
function inicioDoMes(hoje: string): string {
  return `${hoje.slice(0, 8)}01`;
}

/**
 * Uso do ChatBot (spec 002 §2.5, §5, code 335): unit, start and end dates (no future dates, never
 * crossed), Gerar, then the conversations per analyst as a chart and the summary cards.
 */
export function ChatbotUsoPage() {
  const usuario = useUsuario();
  const user = usuario?.user_sip ?? 0;
  const hoje = dataNegocio();
  // the refusal of Gerar, shown until the next Gerar
  const [erroGerar, setErroGerar] = useState<string | null>(null);

  const unidades = useQuery({
    ...consulta(
      CONTRATOS_CATALOGO.listaUnidades,
      { params: { user_sip: user } },
      'Não foi possível carregar as unidades.',
    ),
    enabled: user > 0,
    staleTime: 10 * 60_000,
  });
  const padrao = unidades.data?.find((u) => u.ID_UNIDADE_USUARIO === 'S')?.CD_EMPRESA_AGRUPADORA ?? null;
  const f = useFormulario(
    chatbotUsoBody,
    { cd_empresa: null as number | null, dt_inicio: inicioDoMes(hoje), dt_fim: hoje },
    // the user's unit until another is chosen
    (v): ChatbotUsoBody => ({ ...v, cd_empresa: v.cd_empresa ?? padrao }),
  );
  const unidadeAtual = f.valor('cd_empresa') ?? padrao;
  const inicio = f.valor('dt_inicio') || null;
  const fim = f.valor('dt_fim') || null;
  /** A field's message from a refused Gerar answer (the live checks are the domain's, below). */
  const doServidor = (nome: 'dt_inicio' | 'dt_fim') => {
    const e = f.form.formState.errors[nome];
    return e?.type === 'server' ? e.message : undefined;
  };
  const opcoes = useMemo(
    () =>
      (unidades.data ?? []).map((u) => ({
        value: String(u.CD_EMPRESA_AGRUPADORA),
        label: `${u.CD_EMPRESA_AGRUPADORA} - ${u.NM_EMPRESA}`,
      })),
    [unidades.data],
  );

  const gerar = useMutation({
    mutationFn: (corpo: GerarCorpo) =>
      chamar(CONTRATOS_OPERACOES.chatbotUso, { corpo }, { fallback: M.erroCarregar }),
  });

  const erroInicio = erroInicioChatbot(inicio, fim, hoje);
  const erroFim = erroFimChatbot(inicio, fim, hoje);

  // the domain's schema refuses a missing or crossed period and a missing unit; the alert says it
  // with the period's own texts ('Período inválido' for a missing or future date)
  const enviar = f.aoEnviar(
    (corpo) => gerar.mutateAsync(corpo as GerarCorpo),
    (mensagens) =>
      setErroGerar(
        erroGerarChatbot(inicio, fim, hoje) ??
          (mensagens.cd_empresa ? 'Selecione a unidade.' : (Object.values(mensagens)[0] ?? null)),
      ),
  );
  const aoGerar = () => {
    setErroGerar(null);
    void enviar();
  };

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Uso do ChatBot
      </Title>
      <Group align="flex-start" wrap="wrap">
        <Select
          label="Unidade"
          data={opcoes}
          value={unidadeAtual === null ? null : String(unidadeAtual)}
          onChange={(v) => v && f.definir('cd_empresa', Number(v))}
          searchable
          allowDeselect={false}
          nothingFoundMessage="Nenhuma unidade encontrada"
          w={300}
          disabled={unidades.isPending}
        />
        <DateField
          label="Data inicial"
          {...f.campo.data('dt_inicio')}
          error={erroInicio ?? doServidor('dt_inicio')}
          w={180}
        />
        <DateField
          label="Data final"
          {...f.campo.data('dt_fim')}
          error={erroFim ?? doServidor('dt_fim')}
          w={180}
        />
        <Button mt={25} onClick={aoGerar} loading={f.pendente}>
          Gerar
        </Button>
      </Group>
      {erroGerar && (
        <Alert color="yellow" role="alert">
          {erroGerar}
        </Alert>
      )}
      {gerar.isError && <Alert color="red">{gerar.error.message || M.erroCarregar}</Alert>}
      {gerar.data && <Resultado dados={gerar.data} />}
      {gerar.isIdle && !erroGerar && <EmptyState text={M.antesDeGerar} dica={M.antesDeGerarDica} />}
    </Stack>
  );
}

function Resultado({ dados }: { dados: ChatbotUsoResposta }) {
  if (dados.GRAFICO.length === 0) return <EmptyState text={M.vazio} />;
  const resumo = resumoChatbot(dados);
  const barras = dados.GRAFICO.map((l) => ({ analista: l.NM_ANALISTA, Conversas: l.QTD }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Cartao titulo="Analistas" valor={String(resumo.analistas)} />
        <Cartao titulo="Conversas" valor={String(resumo.conversas)} />
        <Cartao titulo="Valor estimado (USD)" valor={USD.format(resumo.valor)} />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="chatbot-grafico">
        <Title order={3} size="h5" id="chatbot-grafico" mb="sm">
          Conversas por analista
        </Title>
        <BarChart
          h={Math.max(220, barras.length * 34)}
          data={barras}
          dataKey="analista"
          orientation="vertical"
          yAxisProps={{ width: 200 }}
          series={[{ name: 'Conversas', color: 'blue.6' }]}
          withBarValueLabel
          gridAxis="none"
        />
        <Table mt="sm" striped withTableBorder fz="sm">
          <VisuallyHidden component="caption">Conversas por analista</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Analista</Table.Th>
              <Table.Th scope="col">Conversas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.GRAFICO.map((l) => (
              <Table.Tr key={l.NM_ANALISTA}>
                <Table.Td>{l.NM_ANALISTA}</Table.Td>
                <Table.Td>{l.QTD}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

function Cartao({ titulo, valor }: { titulo: string; valor: string }) {
  return (
    <Paper withBorder p="md" data-testid={`cartao-${titulo}`}>
      <Text size="sm" c="gray.7">
        {titulo}
      </Text>
      <Text size="xl" fw={700}>
        {valor}
      </Text>
    </Paper>
  );
}
