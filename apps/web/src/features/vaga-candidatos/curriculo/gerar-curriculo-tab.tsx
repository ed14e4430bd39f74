import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consulta } from '../../../lib/dados';
import { GerarCurriculoModal } from './gerar-curriculo-modal';

/**
 * 'Gera currículo' of the candidate data page: the resume generation of a vacancy's candidate
 * (spec 001 §2.9) for this candidate and the vacancy typed in.
 */
export function GerarCurriculoTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const [nrVaga, setNrVaga] = useState<number | null>(null);
  const [aberto, setAberto] = useState(false);
  const nome = useQuery({
    ...consulta(C.nome, { params: { cd: cdPessoaCandidato } }, 'Candidato não encontrado.'),
  });
  const nm = nome.data?.NM_PESSOA ?? `Candidato ${cdPessoaCandidato}`;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Informe a vaga para a qual o currículo de {nm} será gerado.</Text>
        <Group align="flex-end">
          <NumberInput
            label="Vaga"
            value={nrVaga ?? ''}
            onChange={(v) => setNrVaga(typeof v === 'number' && v > 0 ? v : null)}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={160}
          />
          <Button disabled={nrVaga === null} onClick={() => setAberto(true)}>
            Gerar currículo
          </Button>
        </Group>
      </Stack>
      {nrVaga !== null && (
        <GerarCurriculoModal
          nrVaga={nrVaga}
          cdPessoa={cdPessoaCandidato}
          nmPessoa={nm}
          opened={aberto}
          onClose={() => setAberto(false)}
          onGerado={() => setAberto(false)}
        />
      )}
    </Paper>
  );
}
