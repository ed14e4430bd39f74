import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { CONTRATOS_CANDIDATO_CADASTRO as CC } from '@backoffice/domain/contratos/candidato-cadastro';
import { dataNegocio, diasEntre, formatarData } from '@backoffice/domain/datas';
import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { urlDe } from '../../lib/api-client';
import { consulta } from '../../lib/dados';

/** The candidate's data the page needs: the header, and whether the Vagas PCD tab shows. */
export function useCabecalhoCandidato(cd: number) {
  return useQuery({
    ...consulta(C.dados, { params: { cd } }, 'Erro ao buscar dados do candidato.'),
  });
}

/**
 * The header of the candidate data page: photo, name, code, PCD, HOT and the blocked or
 * inactive state (spec 002 §2.3, §4).
 */
export function CabecalhoCandidato({
  cdPessoaCandidato,
  acoes,
}: {
  cdPessoaCandidato: number;
  acoes?: ReactNode;
}) {
  const q = useCabecalhoCandidato(cdPessoaCandidato);
  const d = q.data;
  const inativoAte = d?.DT_INATIVO && diasEntre(dataNegocio(), d.DT_INATIVO) >= 0 ? d.DT_INATIVO : null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Candidato" component="section">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={
              d?.DS_FOTO_CANDIDATO
                ? `${urlDe(CC.foto, { params: { id: cdPessoaCandidato } })}?v=${encodeURIComponent(d.DS_FOTO_CANDIDATO)}`
                : null
            }
            size={64}
            radius="xl"
            alt={d ? `Foto de ${d.NM_PESSOA}` : 'Foto do candidato'}
          />
          <Stack gap={2}>
            {q.isPending ? (
              <Skeleton h={22} w={240} />
            ) : (
              <Title order={2} size="h4">
                {d?.NM_PESSOA ?? 'Candidato não encontrado.'}
              </Title>
            )}
            <Group gap="xs">
              <Text size="sm" c="gray.7">
                Código {cdPessoaCandidato}
              </Text>
              {d?.ID_POSSUE_DEFICIENCIA === 'S' && <Badge color="blue">PCD</Badge>}
              {d?.ID_DESTAQUE === 'S' && <Badge color="orange">HOT</Badge>}
              {d?.ID_BLOQUEADO === 'S' && <Badge color="red">Bloqueado</Badge>}
              {inativoAte && <Badge color="gray">Candidato inativo até {formatarData(inativoAte)}</Badge>}
            </Group>
          </Stack>
        </Group>
        {acoes}
      </Group>
    </Paper>
  );
}
