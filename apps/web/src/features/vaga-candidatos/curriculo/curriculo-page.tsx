import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { consulta } from '../../../lib/dados';
import type { PaginaAbaProps } from '../../../lib/tabs';
import { GerarCurriculoModal } from './gerar-curriculo-modal';

/** A candidate of a vacancy with the resume panel (tab 'Curriculo', params nrVaga and cdPessoa). */
export function CurriculoPage({ params }: PaginaAbaProps) {
  const nrVaga = Number(params.nrVaga);
  const cdPessoa = Number(params.cdPessoa);
  const valido = Number.isInteger(nrVaga) && nrVaga > 0 && Number.isInteger(cdPessoa) && cdPessoa > 0;
  const [aberto, setAberto] = useState(false);
  const nome = useQuery({
    ...consulta(C.nome, { params: { cd: cdPessoa } }, 'Candidato não encontrado.'),
    enabled: valido,
  });
  if (!valido) return <EmptyState text="Informe a vaga e o candidato." />;
  const nm = nome.data?.NM_PESSOA ?? `Candidato ${cdPessoa}`;
  return (
    <Stack p="md" gap="md">
      <Title order={2} size="h3">
        Currículo - {cdPessoa}
      </Title>
      <Paper withBorder p="md">
        {nome.isLoading ? (
          <LoadingState />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{nm}</Text>
            <Text size="sm" c="gray.7">
              Vaga {nrVaga}
            </Text>
            <Button onClick={() => setAberto(true)}>Gerar currículo</Button>
          </Stack>
        )}
      </Paper>
      <GerarCurriculoModal
        nrVaga={nrVaga}
        cdPessoa={cdPessoa}
        nmPessoa={nm}
        opened={aberto}
        onClose={() => setAberto(false)}
        onGerado={() => setAberto(false)}
      />
    </Stack>
  );
}
