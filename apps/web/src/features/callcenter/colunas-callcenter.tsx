import {
  type ConversaCallcenterLinha,
  corDiasFinalizado,
  formatarDuracao,
  minutosAtendimento,
  nomeCurtoCallcenter,
} from '@backoffice/domain/callcenter';
import { CONTRATOS_VAGA_INFO } from '@backoffice/domain/contratos/vaga-info';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type ColunaLista, comoData } from '../../components/lista/tabela-lista';
import { consulta } from '../../lib/dados';
import { useTabs } from '../../lib/tabs';

/** The vacancy's inline detail, opened and closed by its number. */
function VagaCelula({ nrVaga }: { nrVaga: number | null }) {
  const [aberta, setAberta] = useState(false);
  const info = useQuery({
    ...consulta(CONTRATOS_VAGA_INFO.infoVaga, { params: { nrVaga: nrVaga ?? 0 } }, 'Vaga não encontrada.'),
    enabled: aberta && nrVaga !== null,
  });
  if (nrVaga === null) return <Text size="sm">-</Text>;
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={aberta}
        onClick={() => setAberta((a) => !a)}
      >
        {nrVaga}
      </Anchor>
      {aberta ? (
        <Paper withBorder p={6} radius="sm" data-testid={`detalhe-vaga-${nrVaga}`}>
          {info.isLoading ? (
            <Text size="xs">Carregando...</Text>
          ) : info.data ? (
            <>
              <Text size="xs" fw={600}>
                {info.data.NM_CARGO_CLIENTE ?? info.data.NM_CARGO ?? 'Vaga'}
              </Text>
              <Text size="xs">{info.data.NM_PESSOA_CLIENTE}</Text>
              <Text size="xs" c="gray.7">
                {info.data.NM_EMPRESA}
              </Text>
            </>
          ) : (
            <Text size="xs">Vaga não encontrada.</Text>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

function CandidatoCelula({ l }: { l: ConversaCallcenterLinha }) {
  const abas = useTabs();
  return (
    <>
      <Text size="sm" fw={600} title={l.NM_CANDIDATO}>
        {nomeCurtoCallcenter(l.NM_CANDIDATO)}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() =>
          abas.abrir(
            'DadosCandidato',
            { cdPessoaCandidato: l.CD_PESSOA_CANDIDATO },
            { titulo: l.NM_CANDIDATO },
          )
        }
        aria-label={`Dados do candidato ${l.NM_CANDIDATO}, código ${l.CD_PESSOA_CANDIDATO}`}
      >
        {l.CD_PESSOA_CANDIDATO}
      </Anchor>
    </>
  );
}

export function colunasComuns(agora: number): ColunaLista<ConversaCallcenterLinha>[] {
  return [
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => <CandidatoCelula l={l} />,
      ordenar: (l) => l.NM_CANDIDATO,
    },
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (l) => <VagaCelula nrVaga={l.NR_VAGA} />,
      ordenar: (l) => l.NR_VAGA,
    },
    {
      id: 'analista',
      titulo: 'Analista',
      celula: (l) => <Text size="sm">{l.NOME_ANALISTA ? nomeCurtoCallcenter(l.NOME_ANALISTA) : '-'}</Text>,
      ordenar: (l) => l.NOME_ANALISTA,
    },
    {
      id: 'atendente',
      titulo: 'Atendente',
      celula: (l) =>
        l.NM_ANALISTA_ATENDIMENTO ? (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{nomeCurtoCallcenter(l.NM_ANALISTA_ATENDIMENTO)}</Text>
            {l.DT_FIM_ATENDIMENTO_CC === null ? (
              <Badge size="sm" color="teal" variant="light" tt="none">
                Em atendimento
              </Badge>
            ) : null}
          </Stack>
        ) : (
          <Badge size="sm" color="orange" variant="light" tt="none">
            Aguardando
          </Badge>
        ),
      ordenar: (l) => l.NM_ANALISTA_ATENDIMENTO,
    },
    {
      id: 'tempo',
      titulo: 'Tempo Atend.',
      celula: (l) => (
        <Text size="sm">
          {formatarDuracao(minutosAtendimento(l.DT_INICIO_ATENDIMENTO_CC, l.DT_FIM_ATENDIMENTO_CC, agora))}
        </Text>
      ),
      ordenar: (l) => minutosAtendimento(l.DT_INICIO_ATENDIMENTO_CC, l.DT_FIM_ATENDIMENTO_CC, agora),
    },
  ];
}

export function useAgora(intervalo = 30_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), intervalo);
    return () => clearInterval(t);
  }, [intervalo]);
  return agora;
}

/** The queue's columns: the common ones and when the contact began. */
export function useColunasAtender(agora: number) {
  return useMemo<ColunaLista<ConversaCallcenterLinha>[]>(
    () => [
      ...colunasComuns(agora),
      {
        id: 'inicio',
        titulo: 'Início Cont.',
        celula: (l) => <Text size="sm">{l.DT_INICIO_CHAT ? formatarDataHora(l.DT_INICIO_CHAT) : '-'}</Text>,
        ordenar: (l) => comoData(l.DT_INICIO_CHAT),
      },
    ],
    [agora],
  );
}

/** The finished attendances' columns: the common ones and when it ended, with its age. */
export function useColunasFinalizados(agora: number) {
  return useMemo<ColunaLista<ConversaCallcenterLinha>[]>(
    () => [
      ...colunasComuns(agora),
      {
        id: 'finalizado',
        titulo: 'Finalizado',
        celula: (l) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{l.DT_FIM_ATENDIMENTO_CC ? formatarData(l.DT_FIM_ATENDIMENTO_CC) : '-'}</Text>
            {l.QTDE_DIAS !== null ? (
              <Badge
                size="sm"
                color={{ success: 'teal', warning: 'yellow', danger: 'red' }[corDiasFinalizado(l.QTDE_DIAS)]}
                tt="none"
                styles={{ root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } }}
              >
                {l.QTDE_DIAS === 1 ? '1 dia' : `${l.QTDE_DIAS} dias`}
              </Badge>
            ) : null}
          </Group>
        ),
        ordenar: (l) => comoData(l.DT_FIM_ATENDIMENTO_CC),
      },
    ],
    [agora],
  );
}
