import { formatarDataHora } from '@backoffice/domain/datas';
import { type CandidatoDescartadoLinha, rotuloOrigemDescartado } from '@backoffice/domain/vaga-candidatos';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoricoVagasModal } from '../../components/candidato-historico/historico-vagas-modal';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { consultaLista } from './api';

const COLUNAS: ColunaLista<CandidatoDescartadoLinha>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    celula: (l) => (
      <>
        <Text size="sm">{l.NM_PESSOA}</Text>
        <Text size="xs" c="gray.7">
          Código {l.CD_PESSOA_CANDIDATO}
        </Text>
      </>
    ),
    ordenar: (l) => l.NM_PESSOA,
  },
  {
    id: 'origem',
    titulo: 'Origem',
    celula: (l) => (
      <Badge variant="light" color={l.ID_TIPO === 'ELASTIC' ? 'grape' : 'blue'}>
        {rotuloOrigemDescartado(l.ID_TIPO)}
      </Badge>
    ),
    ordenar: (l) => rotuloOrigemDescartado(l.ID_TIPO),
  },
  {
    id: 'localidade',
    titulo: 'Localidade',
    celula: (l) => <Text size="sm">{l.DS_LOCALIDADE_SEM_CEP ?? '—'}</Text>,
    ordenar: (l) => l.DS_LOCALIDADE_SEM_CEP,
  },
  {
    id: 'descartado',
    titulo: 'Descartado em',
    celula: (l) => <Text size="sm">{formatarDataHora(l.ALTERADO_EM)}</Text>,
    ordenar: (l) => comoData(l.ALTERADO_EM),
  },
];

/** Candidates discarded from the vacancy: web applicants and search rows (spec 001 §2.4). */
export function AbaDescartados({ nrVaga }: { nrVaga: number }) {
  const q = useQuery(consultaLista(nrVaga, 'candidatos-descartados'));
  const [historico, setHistorico] = useState<CandidatoDescartadoLinha | null>(null);
  return (
    <Stack gap="sm">
      <TabelaLista
        rotulo="Candidatos descartados"
        colunas={COLUNAS}
        linhas={q.data ?? []}
        carregando={q.isPending}
        chave={(l) => l.CD_PESSOA_CANDIDATO}
        filtro
        acoes={(l) => (
          <Button size="compact-xs" variant="default" onClick={() => setHistorico(l)}>
            Histórico
          </Button>
        )}
      />
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
