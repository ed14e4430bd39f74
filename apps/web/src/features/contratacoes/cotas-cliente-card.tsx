import type { CotasClienteResposta } from '@backoffice/domain/contratacao';
import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';

const FALHA = 'Não foi possível carregar as cotas do cliente.';

function Numero({ rotulo, valor, id }: { rotulo: string; valor: ReactNode; id: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text component="dd" m={0} fw={700} data-testid={`cota-${id}`}>
        {valor}
      </Text>
    </div>
  );
}

function Falta({ n }: { n: number }) {
  return n > 0 ? (
    <Badge color="red" variant="light">
      Faltam {n}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Cumprida
    </Badge>
  );
}

/** The figures of the quotas (also the dashboard's rows). */
export function FigurasCotas({ c }: { c: CotasClienteResposta }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack gap={6} component="section" aria-label="Cota PCD">
        <Group gap="xs">
          <Text fw={600} size="sm">
            Pessoas com deficiência (Lei 8.213, art. 93)
          </Text>
          <Falta n={c.QT_FALTA_PCD} />
        </Group>
        <Group component="dl" m={0} gap="lg">
          <Numero rotulo="Funcionários" valor={c.QT_FUNCIONARIOS ?? 'não informado'} id="funcionarios" />
          <Numero rotulo="Cota" valor={`${c.PC_COTA_PCD}% · ${c.QT_COTA_PCD}`} id="pcd" />
          <Numero rotulo="Contratados PCD" valor={c.QT_PCD_CONTRATADOS} id="pcd-contratados" />
          <Numero rotulo="Falta" valor={c.QT_FALTA_PCD} id="pcd-falta" />
          <Numero rotulo="PCD em processo" valor={c.QT_PCD_EM_PROCESSO} id="pcd-processo" />
        </Group>
      </Stack>
      <Stack gap={6} component="section" aria-label="Cota de aprendizes">
        <Group gap="xs">
          <Text fw={600} size="sm">
            Aprendizes (CLT art. 429)
          </Text>
          {c.ID_APRENDIZ_DISPENSADO === 'S' ? (
            <Badge color="gray" variant="light">
              Dispensada
            </Badge>
          ) : (
            <Falta n={c.QT_FALTA_APRENDIZ} />
          )}
        </Group>
        <Group component="dl" m={0} gap="lg">
          <Numero rotulo="Faixa" valor={`${c.QT_APRENDIZ_MIN}–${c.QT_APRENDIZ_MAX}`} id="aprendiz-faixa" />
          <Numero rotulo="Contratados" valor={c.QT_APRENDIZES_CONTRATADOS} id="aprendiz-contratados" />
          <Numero rotulo="Falta" valor={c.QT_FALTA_APRENDIZ} id="aprendiz-falta" />
        </Group>
        {c.ID_APRENDIZ_DISPENSADO === 'S' && (
          <Text size="xs" c="gray.7">
            Cota de aprendizes dispensada (Simples Nacional).
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

/** 'Cotas legais' of the client's page: the PCD quota and the apprentice range against the placements. */
export function CotasClienteCard({ cdPessoa }: { cdPessoa: number }) {
  const q = useQuery(consulta(C.cotasCliente, { params: { cd_pessoa: cdPessoa } }, FALHA));
  const titulo = 'Cotas legais';
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
        ) : (
          <>
            {q.data.QT_FUNCIONARIOS === null && (
              <Text size="sm" c="gray.7">
                O número de funcionários do cliente não está informado: as cotas ficam zeradas até que seja
                preenchido.
              </Text>
            )}
            <FigurasCotas c={q.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
