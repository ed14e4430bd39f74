import { type CandidatoDescartadoLinha, rotuloOrigemDescartado } from '@backoffice/domain/vaga-candidatos';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { ListFilter, useListFilter } from '../../components/controls/list-filter';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { formatDateTime } from '../../lib/format';
import { consultaLista } from './api';

/** Candidates discarded from the vacancy: web applicants and search rows (spec 001 §2.4). */
export function AbaDescartados({ nrVaga }: { nrVaga: number }) {
  const q = useQuery(consultaLista(nrVaga, 'candidatos-descartados'));
  const linhas = q.data ?? [];
  const { text, setText, filtered } = useListFilter(linhas);
  const [historico, setHistorico] = useState<CandidatoDescartadoLinha | null>(null);
  return (
    <Stack gap="sm">
      <ListFilter value={text} onChange={setText} shown={filtered.length} total={linhas.length} />
      {q.isPending ? (
        <LoadingState />
      ) : filtered.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Candidatos descartados">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Candidato</Table.Th>
              <Table.Th>Origem</Table.Th>
              <Table.Th>Localidade</Table.Th>
              <Table.Th>Descartado em</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filtered.map((l) => (
              <Table.Tr key={l.CD_PESSOA_CANDIDATO}>
                <Table.Td>
                  <Text size="sm">{l.NM_PESSOA}</Text>
                  <Text size="xs" c="gray.7">
                    Código {l.CD_PESSOA_CANDIDATO}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={l.ID_TIPO === 'ELASTIC' ? 'grape' : 'blue'}>
                    {rotuloOrigemDescartado(l.ID_TIPO)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{l.DS_LOCALIDADE_SEM_CEP ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(l.ALTERADO_EM)}</Text>
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="default" onClick={() => setHistorico(l)}>
                    Histórico
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {historico && (
        <HistoricoVagasModal
          cdPessoa={historico.CD_PESSOA_CANDIDATO}
          nome={historico.NM_PESSOA}
          onClose={() => setHistorico(null)}
        />
      )}
    </Stack>
  );
}
