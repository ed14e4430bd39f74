import { CONTRATOS_PARECER_CLIENTE as CP } from '@backoffice/domain/contratos/parecer-cliente';
import { LIMITES_PARECER } from '@backoffice/domain/parecer-cliente';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../components/controls/list-states';
import { IndicadoresParecerGrade } from '../../components/indicadores-parecer/indicadores-parecer';
import { consulta } from '../../lib/dados';

const FALHA = 'Não foi possível carregar os pareceres do cliente.';

/**
 * 'Parecer do cliente' of the client's page: how the client answers the candidates forwarded to its
 * contacts by link (forwarded, answered, share answered, median time to the verdict, approvals).
 */
export function ParecerClienteCard({ cdPessoa }: { cdPessoa: number }) {
  const q = useQuery(consulta(CP.indicadoresCliente, { params: { cd_pessoa: cdPessoa } }, FALHA));
  const titulo = 'Parecer do cliente';
  return (
    <Paper withBorder p="sm" component="section" aria-label={titulo}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {titulo}
        </Title>
        {q.isPending ? (
          <LoadingState />
        ) : q.isError || !q.data ? (
          <Alert color="red" role="alert">
            {FALHA}
          </Alert>
        ) : q.data.encaminhados === 0 ? (
          <Text size="sm" c="gray.7">
            Nenhum candidato foi encaminhado por link a este cliente. No painel da vaga, 'Encaminhar ao
            cliente' envia ao contato um link, válido por {LIMITES_PARECER.diasValidade} dias, para aprovar,
            reprovar ou pedir entrevista.
          </Text>
        ) : (
          <IndicadoresParecerGrade indicadores={q.data} />
        )}
      </Stack>
    </Paper>
  );
}
