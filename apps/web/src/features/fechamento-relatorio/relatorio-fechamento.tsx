import { CONTRATOS_FECHAMENTO as C } from '@backoffice/domain/contratos/fechamento';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  type FechamentoCandidaturasResposta,
  fechamentoCandidaturasQuery,
} from '@backoffice/domain/portal-candidaturas';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../components/controls/list-states';
import {
  FormPeriodoRelatorio,
  textoPeriodo,
  usePeriodoRelatorio,
} from '../../components/periodo/periodo-relatorio';
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';

const FALHA = 'Não foi possível carregar o relatório de mensagens de encerramento.';
/** Days of the period at first. */
const DIAS_PADRAO = 30;

const numero = (n: number) => n.toLocaleString('pt-BR');

/** The figures, in the order read: the share first, then what it is made of. */
const FIGURAS: readonly {
  id: string;
  titulo: string;
  valor: (r: FechamentoCandidaturasResposta) => string;
}[] = [
  {
    id: 'pc',
    titulo: 'Encerradas com mensagem',
    valor: (r) => (r.PC_ENVIADAS === null ? '—' : `${r.PC_ENVIADAS.toLocaleString('pt-BR')}%`),
  },
  {
    id: 'pendentes',
    titulo: 'Candidaturas pendentes em vagas encerradas',
    valor: (r) => numero(r.QT_PENDENTES),
  },
  { id: 'enviadas', titulo: 'Mensagens enviadas', valor: (r) => numero(r.QT_ENVIADAS) },
  { id: 'recusa', titulo: 'Não querem mensagens', valor: (r) => numero(r.QT_RECUSA) },
  { id: 'sem-contato', titulo: 'Sem e-mail nem WhatsApp', valor: (r) => numero(r.QT_SEM_CONTATO) },
  { id: 'falhas', titulo: 'Envios que falharam', valor: (r) => numero(r.QT_FALHAS) },
];

/**
 * Relatórios › Encerramentos of Seleção - Gerencial: of the candidates still pending when their
 * vacancy closed (situations 5, 6, 8, 9) in a period, the share told by a closing message, and why
 * the others were not (they refused messages, no address, the send failed).
 */
export function RelatorioFechamentoTab({ hoje = dataNegocio() }: { hoje?: string }) {
  const periodo = usePeriodoRelatorio(fechamentoCandidaturasQuery, hoje, DIAS_PADRAO);
  const q = useQuery(consulta(C.relatorio, { query: periodo.aplicado }, FALHA));
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : FALHA) : null;

  return (
    <Stack gap="sm" p="sm">
      <Title order={3} size="h5">
        Mensagens de encerramento
      </Title>
      <FormPeriodoRelatorio
        periodo={periodo}
        rotulo="Filtros das mensagens de encerramento"
        carregando={q.isFetching}
      />
      {erro ? (
        <Alert color="red" role="alert" title={FALHA}>
          {erro !== FALHA ? erro : null}
        </Alert>
      ) : q.isPending ? (
        <LoadingState />
      ) : (
        q.data && (
          <Stack gap="xs" component="section" aria-label="Mensagens de encerramento do período">
            <Text size="sm" fw={600}>
              Vagas encerradas {textoPeriodo(periodo.aplicado)}
            </Text>
            {q.data.QT_PENDENTES === 0 ? (
              <Text size="sm" c="gray.7">
                Nenhuma vaga encerrada com candidatos pendentes no período.
              </Text>
            ) : (
              <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" m={0}>
                {FIGURAS.map((c) => (
                  <Paper key={c.id} withBorder p="xs" radius="sm">
                    <Text component="dt" size="xs" c="gray.7">
                      {c.titulo}
                    </Text>
                    <Text component="dd" m={0} fw={700} size="lg">
                      {c.valor(q.data)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
            <Text size="xs" c="gray.7">
              Cada candidato ainda pendente quando a vaga é encerrada (situações 5, 6, 8 e 9) recebe, em até
              24 horas, uma mensagem avisando do encerramento — por e-mail e, se marcou o celular como
              WhatsApp, também por WhatsApp —, salvo se pediu para não receber mensagens.
            </Text>
          </Stack>
        )
      )}
    </Stack>
  );
}
