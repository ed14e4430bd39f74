import { MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ListFilter, useListFilter } from '../../../components/controls/list-filter';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { PaginationBar, usePagination } from '../../../components/controls/pagination-bar';
import { VirtualList } from '../../../components/controls/virtual-list';
import { DemoSection } from './demo-section';

const NOMES = ['Ana', 'João', 'Márcia', 'Luís', 'Conceição', 'André', 'Helena', 'Caio', 'Débora', 'Vinícius'];
const SOBRENOMES = ['Silva', 'Araújo', 'Gonçalves', 'Pereira', 'Simões', 'Lima', 'Brandão', 'Souza'];
const CIDADES = [
  'São José',
  'Joinville',
  'Jaraguá do Sul',
  'Itajaí',
  'Florianópolis',
  'Blumenau',
  'Criciúma',
];

interface LinhaExemplo {
  CD_PESSOA: number;
  NM_PESSOA: string;
  NM_CIDADE: string;
}

/** Made-up rows, always the same, for the gallery. */
function linhasExemplo(n: number): LinhaExemplo[] {
  return Array.from({ length: n }, (_, i) => ({
    CD_PESSOA: 1000 + i,
    NM_PESSOA: `${NOMES[i % NOMES.length]} ${SOBRENOMES[(i * 7) % SOBRENOMES.length]}`,
    NM_CIDADE: CIDADES[(i * 3) % CIDADES.length],
  }));
}

/** Filtered and paginated table, empty and loading states, and a virtualised list. */
export function DemoLists() {
  const linhas = useMemo(() => linhasExemplo(237), []);
  const longa = useMemo(() => linhasExemplo(5000), []);
  const { text, setText, filtered } = useListFilter(linhas);
  const p = usePagination(filtered, 10);

  return (
    <>
      <DemoSection
        title="Lista com filtro e paginação"
        description="O filtro ignora maiúsculas e acentos e procura em todos os campos."
      >
        <ListFilter value={text} onChange={setText} shown={filtered.length} total={linhas.length} />
        {filtered.length === 0 ? (
          <EmptyState />
        ) : (
          <Table.ScrollContainer minWidth={400}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Código</Table.Th>
                  <Table.Th scope="col">Nome</Table.Th>
                  <Table.Th scope="col">Cidade</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.pageRows.map((l) => (
                  <Table.Tr key={l.CD_PESSOA}>
                    <Table.Td>{l.CD_PESSOA}</Table.Td>
                    <Table.Td>{l.NM_PESSOA}</Table.Td>
                    <Table.Td>{l.NM_CIDADE}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PaginationBar
          total={p.total}
          page={p.page}
          pageSize={p.pageSize}
          onPageChange={p.setPage}
          onPageSizeChange={p.setPageSize}
        />
      </DemoSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DemoSection title="Estados de uma lista">
          <Stack gap={0}>
            <LoadingState />
            <EmptyState />
          </Stack>
        </DemoSection>
        <DemoSection
          title="Lista virtualizada"
          description={MENSAGENS_CONTROLES.exibindoRegistros(longa.length)}
        >
          <VirtualList
            items={longa}
            rowHeight={40}
            height={200}
            getKey={(l) => l.CD_PESSOA}
            role="list"
            aria-label="Pessoas (lista virtualizada)"
            tabIndex={0}
            style={{
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
            rowProps={() => ({ role: 'listitem' })}
            renderRow={(l) => (
              <Text
                size="sm"
                px="sm"
                lh="40px"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                truncate
              >
                {l.CD_PESSOA} — {l.NM_PESSOA} ({l.NM_CIDADE})
              </Text>
            )}
          />
        </DemoSection>
      </SimpleGrid>
    </>
  );
}
