import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import { Alert, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';
import { useTabs } from '../../lib/tabs';

const FALHA = 'Não foi possível carregar as cotas dos clientes.';
/** Clients listed on the card: the largest gaps. */
export const CLIENTES_NO_CARTAO = 5;

/**
 * 'Cotas dos clientes' of the selection dashboard: the unit's sums of the PCD and apprentice quotas
 * and the clients with the largest gaps (PCD plus apprentices), each opening the client's page.
 */
export function CotasClientesCard({ cdUnidade }: { cdUnidade: number }) {
  const { abrir } = useTabs();
  const q = useQuery(consulta(C.cotasUnidade, { query: { cd_unidade: cdUnidade, com_falta: 'S' } }, FALHA));
  const id = 'dash-cotas';
  const maiores = [...(q.data?.clientes ?? [])]
    .map((c) => ({ ...c, falta: c.QT_FALTA_PCD + c.QT_FALTA_APRENDIZ }))
    .sort((a, b) => b.falta - a.falta)
    .slice(0, CLIENTES_NO_CARTAO);
  const t = q.data?.total;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        Cotas dos clientes
      </Title>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError || !t ? (
        <Alert color="red">{FALHA}</Alert>
      ) : (
        <Stack gap="sm">
          <Group component="dl" m={0} gap="lg" data-testid="cotas-unidade">
            {(
              [
                ['Cota PCD', t.QT_COTA_PCD, 'cota-pcd'],
                ['PCD contratados', t.QT_PCD_CONTRATADOS, 'pcd-contratados'],
                ['Faltam PCD', t.QT_FALTA_PCD, 'falta-pcd'],
                ['PCD em processo', t.QT_PCD_EM_PROCESSO, 'pcd-processo'],
                ['Aprendizes (mínimo)', t.QT_APRENDIZ_MIN, 'aprendiz-min'],
                ['Aprendizes contratados', t.QT_APRENDIZES_CONTRATADOS, 'aprendizes'],
                ['Faltam aprendizes', t.QT_FALTA_APRENDIZ, 'falta-aprendiz'],
              ] as const
            ).map(([rotulo, valor, chave]) => (
              <div key={chave}>
                <Text component="dt" size="xs" c="gray.7">
                  {rotulo}
                </Text>
                <Text component="dd" m={0} fw={700} data-testid={`soma-${chave}`}>
                  {valor}
                </Text>
              </div>
            ))}
          </Group>
          {maiores.length === 0 ? (
            <Text size="sm" c="gray.7">
              Nenhum cliente da unidade com cota a cumprir.
            </Text>
          ) : (
            <Table striped aria-label="Clientes com a maior falta">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th ta="right">Faltam PCD</Table.Th>
                  <Table.Th ta="right">Faltam aprendizes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {maiores.map((c) => (
                  <Table.Tr key={c.CD_PESSOA_CLIENTE} data-testid={`cota-cliente-${c.CD_PESSOA_CLIENTE}`}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() =>
                          abrir(
                            'DadosCliente',
                            { cdPessoa: c.CD_PESSOA_CLIENTE, cdEmpresa: cdUnidade },
                            { titulo: `Cliente - ${c.NM_CLIENTE ?? c.CD_PESSOA_CLIENTE}` },
                          )
                        }
                      >
                        {c.NM_CLIENTE ?? `Cliente ${c.CD_PESSOA_CLIENTE}`}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{c.QT_FALTA_PCD}</Table.Td>
                    <Table.Td ta="right">
                      {c.ID_APRENDIZ_DISPENSADO === 'S' ? 'dispensada' : c.QT_FALTA_APRENDIZ}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Paper>
  );
}
