import { MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { VirtualList } from '../../../components/controls/virtual-list';
import { type ColunaLista, TabelaLista } from '../../../components/lista/tabela-lista';
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

const COLUNAS: ColunaLista<LinhaExemplo>[] = [
  { id: 'codigo', titulo: 'Código', celula: (l) => l.CD_PESSOA, ordenar: (l) => l.CD_PESSOA },
  { id: 'nome', titulo: 'Nome', celula: (l) => l.NM_PESSOA, ordenar: (l) => l.NM_PESSOA },
  { id: 'cidade', titulo: 'Cidade', celula: (l) => l.NM_CIDADE, ordenar: (l) => l.NM_CIDADE },
];

/** The shared list table (filter, sorting, pages), the list states and a virtualised list. */
export function DemoLists() {
  const linhas = useMemo(() => linhasExemplo(237), []);
  const longa = useMemo(() => linhasExemplo(5000), []);

  return (
    <>
      <DemoSection
        title="Lista com filtro, ordenação e paginação"
        description="O filtro ignora maiúsculas e acentos e procura em todos os campos; os títulos ordenam."
      >
        <TabelaLista
          rotulo="Pessoas de exemplo"
          colunas={COLUNAS}
          linhas={linhas}
          chave={(l) => l.CD_PESSOA}
          filtro
          paginacao={{ tamanho: 10 }}
          larguraMinima={400}
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
