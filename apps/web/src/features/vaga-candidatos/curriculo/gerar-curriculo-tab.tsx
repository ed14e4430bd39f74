import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_VAGA_INFO } from '@backoffice/domain/contratos/vaga-info';
import { MENSAGENS_CURRICULO } from '@backoffice/domain/curriculo';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, chamar } from '../../../lib/api-client';
import { consulta } from '../../../lib/dados';
import { GerarCurriculoModal } from './gerar-curriculo-modal';

/**
 * 'Gera currículo' of the candidate data page: the resume generation of a vacancy's candidate
 * (spec 001 §2.9) for this candidate and the vacancy typed in. The vacancy is looked up first: an
 * unknown one is refused beside its field, before the options open (and before any window does).
 */
export function GerarCurriculoTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const [nrVaga, setNrVaga] = useState<number | null>(null);
  const [aberto, setAberto] = useState(false);
  const [conferindo, setConferindo] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const nome = useQuery({
    ...consulta(C.nome, { params: { cd: cdPessoaCandidato } }, 'Candidato não encontrado.'),
  });
  const nm = nome.data?.NM_PESSOA ?? `Candidato ${cdPessoaCandidato}`;

  async function abrir() {
    if (nrVaga === null) return;
    setConferindo(true);
    try {
      await chamar(CONTRATOS_VAGA_INFO.infoVaga, { params: { nrVaga } }, { notificar: false });
      setErro(null);
      setAberto(true);
    } catch (e) {
      setErro(
        e instanceof ApiError && e.status !== 404 && e.message
          ? e.message
          : MENSAGENS_CURRICULO.vagaNaoEncontrada,
      );
    } finally {
      setConferindo(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Informe a vaga para a qual o currículo de {nm} será gerado.</Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void abrir();
          }}
        >
          <Group align="flex-start">
            <NumberInput
              label="Vaga"
              value={nrVaga ?? ''}
              onChange={(v) => {
                setNrVaga(typeof v === 'number' && v > 0 ? v : null);
                setErro(null);
              }}
              error={erro}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              w={220}
            />
            <Button type="submit" mt={25} disabled={nrVaga === null} loading={conferindo}>
              Gerar currículo
            </Button>
          </Group>
        </form>
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
