import { type GrupoLinha, MENSAGENS_GRUPO as M } from '@backoffice/domain/grupo';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useContext, useMemo, useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useUsuario } from '../../lib/sessao';
import { AbaAtualContext } from '../../lib/tabs';
import { useGrupos } from './api-grupos';
import { CandidatosGrupoPainel } from './candidatos-grupo-painel';
import { NovoGrupoModal } from './novo-grupo-modal';

export interface GruposCandidatosTabProps {
  /**
   * The candidate profile shown when a candidate's name is clicked; without it the panel shows the
   * candidate's summary (GET candidato/curriculo-resumido).
   */
  perfilCandidato?: (cdPessoa: number) => ReactNode;
}

const COLUNAS: ColunaLista<GrupoLinha>[] = [
  {
    id: 'grupo',
    titulo: 'Grupo',
    celula: (g) => (
      <Text size="sm" fw={600}>
        {g.NM_TIPO_GRUPO_CANDIDATO}
      </Text>
    ),
    ordenar: (g) => g.NM_TIPO_GRUPO_CANDIDATO,
  },
  { id: 'unidade', titulo: 'Unidade', celula: (g) => g.NM_EMPRESA, ordenar: (g) => g.NM_EMPRESA },
  { id: 'cargo', titulo: 'Cargo', celula: (g) => g.NM_CARGO, ordenar: (g) => g.NM_CARGO },
  { id: 'selecionador', titulo: 'Selecionador', celula: (g) => g.CRIADO_POR, ordenar: (g) => g.CRIADO_POR },
  {
    id: 'observacoes',
    titulo: 'Observações',
    celula: (g) =>
      g.DS_OBSERVACOES ? (
        <Text size="sm" lineClamp={2} title={g.DS_OBSERVACOES}>
          {g.DS_OBSERVACOES}
        </Text>
      ) : (
        '-'
      ),
  },
  {
    id: 'candidatos',
    titulo: 'Candidatos',
    celula: (g) => (
      <Text size="sm" fw={600}>
        {g.QT_CANDIDATOS}
      </Text>
    ),
    ordenar: (g) => g.QT_CANDIDATOS,
    alinhar: 'center',
    largura: 110,
  },
];

/**
 * Grupos de Candidatos (spec 001 §2.11): the groups of the selector's grouping unit with a filter and
 * 'Novo grupo'; each row opens its candidates in a side panel.
 */
export function GruposCandidatosTab({ perfilCandidato }: GruposCandidatosTabProps = {}) {
  const usuario = useUsuario();
  const grupos = useGrupos(usuario?.user_sip ?? 0);
  // the panels float over the workspace: hidden while another tab is on screen (e.g. the candidate's
  // data tab opened from a panel), shown again as they were when this tab returns
  const visivel = useContext(AbaAtualContext)?.visivel ?? true;
  const [novo, setNovo] = useState(false);
  const [cdAberto, setCdAberto] = useState<number | null>(null);
  // the panel follows the list's row, so its header shows the group as it is now
  const aberto = useMemo(
    () => grupos.data?.find((g) => g.CD_TIPO_GRUPO_CANDIDATO === cdAberto) ?? null,
    [grupos.data, cdAberto],
  );

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Grupos de Candidatos
      </Title>
      <TabelaLista
        rotulo="Grupos de candidatos"
        colunas={COLUNAS}
        linhas={grupos.data}
        carregando={grupos.isPending && grupos.fetchStatus !== 'idle'}
        chave={(g) => g.CD_TIPO_GRUPO_CANDIDATO}
        filtro
        ordenacaoInicial={{ id: 'grupo' }}
        vazio={grupos.isError ? M.erroBuscarGrupos : 'Nenhum grupo de candidatos.'}
        dicaVazio={grupos.isError ? undefined : 'Crie o primeiro em NOVO GRUPO.'}
        ferramentas={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setNovo(true)}
            disabled={!usuario}
          >
            Novo grupo
          </Button>
        }
        acoes={(g) => (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconUsers size={14} aria-hidden />}
            onClick={() => setCdAberto(g.CD_TIPO_GRUPO_CANDIDATO)}
            aria-label={`Ver candidatos do grupo ${g.NM_TIPO_GRUPO_CANDIDATO}`}
          >
            Ver candidatos
          </Button>
        )}
        larguraMinima={900}
      />
      {usuario && (
        <NovoGrupoModal
          opened={novo}
          onClose={() => setNovo(false)}
          usuario={usuario}
          onCriado={(cd) => setCdAberto(cd)}
        />
      )}
      <CandidatosGrupoPainel
        grupo={aberto}
        visivel={visivel}
        onClose={() => setCdAberto(null)}
        perfilCandidato={perfilCandidato}
      />
    </Stack>
  );
}
