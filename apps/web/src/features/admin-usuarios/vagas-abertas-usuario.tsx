import type { VagaAbertaDoUsuario } from '@backoffice/domain/administracao-acesso';
import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { formatarData } from '@backoffice/domain/datas';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { AnalistaPicker } from '../../components/pickers/search-pickers';
import { useAcao } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { ERRO_VAGAS_ABERTAS, useVagasAbertas } from './api-admin-acesso';

/** The list of a user's open vacancies: number, position, client and opening date. */
export function TabelaVagasAbertas({ vagas }: { vagas: readonly VagaAbertaDoUsuario[] }) {
  return (
    <Table.ScrollContainer minWidth={420} mah={260}>
      <Table striped withTableBorder stickyHeader aria-label="Vagas abertas do usuário">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vaga</Table.Th>
            <Table.Th>Cargo</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Abertura</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vagas.map((v) => (
            <Table.Tr key={v.nr_vaga}>
              <Table.Td>{v.nr_vaga}</Table.Td>
              <Table.Td>{v.nm_cargo || '-'}</Table.Td>
              <Table.Td>{v.nm_cliente || '-'}</Table.Td>
              <Table.Td>{formatarData(v.dt_abertura)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "Transferir para": the analyst who receives the vacancies (active users; the server checks again). */
export function EscolhaAnalista({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (userSip: number | null) => void;
  disabled?: boolean;
}) {
  const eu = useUsuario();
  return (
    <AnalistaPicker
      cdSip={eu?.cd_sip ?? 0}
      label="Transferir para"
      placeholder="Nome do analista (3 letras ou mais)"
      value={value}
      onChange={(v) => onChange(v)}
      disabled={disabled}
    />
  );
}

/**
 * The user page's section of open vacancies: their list and the transfer of all of them to another
 * analyst (also after the user is deactivated).
 */
export function VagasAbertasSecao({ userSip, nome }: { userSip: number; nome: string }) {
  const vagas = useVagasAbertas(userSip);
  const [analista, setAnalista] = useState<number | null>(null);
  const transferir = useAcao(C.transferirVagas, {
    sucesso: (r) => r.message,
    aoConcluir: () => setAnalista(null),
    invalidar: [C.vagasAbertas],
  });
  return (
    <section aria-labelledby="titulo-vagas-abertas">
      <Title order={3} size="h5" mb={4} id="titulo-vagas-abertas">
        Vagas abertas
      </Title>
      {vagas.isPending ? (
        <LoadingState />
      ) : vagas.isError ? (
        <Alert color="red">{ERRO_VAGAS_ABERTAS}</Alert>
      ) : vagas.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {nome} não é analista de nenhuma vaga aberta.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {vagas.data.length === 1
              ? `${nome} é analista de 1 vaga aberta.`
              : `${nome} é analista de ${vagas.data.length} vagas abertas.`}
          </Text>
          <TabelaVagasAbertas vagas={vagas.data} />
          <Group align="flex-end" gap="xs">
            <div style={{ flex: 1 }}>
              <EscolhaAnalista value={analista} onChange={setAnalista} disabled={transferir.isPending} />
            </div>
            <Button
              disabled={analista === null}
              loading={transferir.isPending}
              onClick={() =>
                analista !== null &&
                transferir.mutate({ params: { user_sip: userSip }, corpo: { cd_analista: analista } })
              }
            >
              Transferir todas
            </Button>
          </Group>
        </Stack>
      )}
    </section>
  );
}
