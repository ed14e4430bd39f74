import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import { type EncaminhamentoLinha, MENSAGENS_DADOS_CANDIDATO as M } from '@backoffice/domain/dados-candidato';
import { formatarData } from '@backoffice/domain/datas';
import { ActionIcon, Anchor, Badge, Drawer, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { VagaAbertaPainel } from '../../components/candidato-historico/historico-vagas-modal';
import { EmptyState } from '../../components/controls/list-states';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';

/**
 * 'Encaminhamentos' of the candidate data page (spec 002 §2.3, §3.4): the candidate's vacancies with
 * their situation and the candidate's stage; a vacancy opens a side panel with its details and its
 * history (`painelHistorico`, composed by the page), maximisable and closed by Escape.
 */
export function EncaminhamentosTab({
  cdPessoaCandidato,
  painelHistorico,
}: {
  cdPessoaCandidato: number;
  painelHistorico?: (nrVaga: number) => ReactNode;
}) {
  const usuario = useUsuario();
  const [aberta, setAberta] = useState<EncaminhamentoLinha | null>(null);
  const [maximizado, setMaximizado] = useState(false);
  const q = useQuery({
    ...consulta(
      C.encaminhamentos,
      { params: { candidate: cdPessoaCandidato, sip: usuario?.user_sip ?? 0 } },
      M.erroEncaminhamentos,
    ),
    enabled: !!usuario,
  });
  const colunas: ColunaLista<EncaminhamentoLinha>[] = [
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (l) => (
        <Anchor
          component="button"
          size="sm"
          onClick={() => setAberta(l)}
          aria-label={`Detalhes da vaga ${l.NR_VAGA}`}
        >
          {l.NR_VAGA}
        </Anchor>
      ),
      ordenar: (l) => l.NR_VAGA,
    },
    { id: 'cargo', titulo: 'Cargo', celula: (l) => l.NM_CARGO, ordenar: (l) => l.NM_CARGO },
    { id: 'cliente', titulo: 'Cliente', celula: (l) => l.NM_APELIDO, ordenar: (l) => l.NM_APELIDO },
    {
      id: 'situacao',
      titulo: 'Situação da vaga',
      celula: (l) => l.NM_SITUACAO_VAGA,
      ordenar: (l) => l.NM_SITUACAO_VAGA,
    },
    {
      id: 'estagio',
      titulo: 'Estágio',
      celula: (l) => <Badge variant="light">{l.NM_ESTAGIO_VAGA}</Badge>,
      ordenar: (l) => l.CD_ESTAGIO_VAGA,
    },
    {
      id: 'data',
      titulo: 'Encaminhado em',
      celula: (l) => (l.DT_ENCAMINHAMENTO ? formatarData(l.DT_ENCAMINHAMENTO) : ''),
      ordenar: (l) => comoData(l.DT_ENCAMINHAMENTO),
    },
  ];
  return (
    <>
      {q.isError ? (
        <EmptyState text={M.erroEncaminhamentos} />
      ) : (
        <TabelaLista
          rotulo="Encaminhamentos do candidato"
          colunas={colunas}
          linhas={q.data}
          carregando={q.isPending}
          chave={(l) => l.NR_VAGA}
          aoAbrirLinha={setAberta}
          filtro
          larguraMinima={760}
          ordenacaoInicial={{ id: 'data', desc: true }}
        />
      )}
      <Drawer
        opened={aberta !== null}
        onClose={() => {
          setAberta(null);
          setMaximizado(false);
        }}
        position="right"
        size={maximizado ? '100%' : 'min(720px, 92vw)'}
        closeOnEscape
        title={
          <Group gap="xs">
            <Text fw={700}>Vaga {aberta?.NR_VAGA}</Text>
            <Tooltip label={maximizado ? 'Restaurar' : 'Maximizar'}>
              <ActionIcon
                variant="subtle"
                aria-label={maximizado ? 'Restaurar painel' : 'Maximizar painel'}
                onClick={() => setMaximizado((m) => !m)}
              >
                {maximizado ? (
                  <IconArrowsMinimize size={16} aria-hidden />
                ) : (
                  <IconArrowsMaximize size={16} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      >
        {aberta && (
          <Stack gap="md">
            <VagaAbertaPainel nrVaga={aberta.NR_VAGA} />
            {painelHistorico?.(aberta.NR_VAGA)}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
