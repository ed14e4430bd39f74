import { Stack, Text } from '@mantine/core';
import { ContratacoesLista } from './contratacoes-lista';

/** The candidate's placements (the candidate's record, inner tab 'Contratações'). */
export function ContratacoesCandidato({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        Contratações deste candidato; clique em uma para ver os prazos e a admissão no eSocial.
      </Text>
      <ContratacoesLista compacto fixos={{ cd_pessoa_candidato: cdPessoaCandidato }} />
    </Stack>
  );
}
