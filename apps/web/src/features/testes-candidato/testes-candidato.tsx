import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { isoParaBr } from '@backoffice/domain/controles';
import {
  MENSAGENS_TESTES as M,
  podeEditarTeste,
  rotuloGrau,
  type TesteCandidatoLinha,
} from '@backoffice/domain/testes';
import { ActionIcon, Alert, Button, Group, Menu, Stack, Title, Tooltip } from '@mantine/core';
import { IconChartRadar, IconChevronDown, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { useTestesCandidato, useTestesDisponiveis } from './api-testes';
import { ConfiabilidadeModal } from './confiabilidade-modal';
import { LearningMeansModal, LearningStylesModal, ResultadoLearningModal } from './learning-modais';
import { TesteModal } from './teste-modal';

export interface TestesCandidatoProps {
  cdPessoaCandidato: number;
}

type Aberto =
  | { tipo: 'teste'; id: number | null }
  | { tipo: 'conf'; id: number }
  | { tipo: 'ls' }
  | { tipo: 'lm' }
  | { tipo: 'resultado'; especial: 'LS' | 'LM'; cdTeste: number }
  | null;

/**
 * Testes tab of the candidate data page (spec 002 §2.3, §3.6, §4, §5, §7): the list with its
 * filter; the add menu offering Learning Styles, Learning Means and Confiabilidade while not yet
 * done, and 'Selecionar teste' always; edit per CAN_EDIT, delete per CAN_DELETE.
 */
export function TestesCandidato({ cdPessoaCandidato: cd }: TestesCandidatoProps) {
  const testes = useTestesCandidato(cd);
  const disponiveis = useTestesDisponiveis(cd);
  const [aberto, setAberto] = useState<Aberto>(null);
  const [excluir, setExcluir] = useState<TesteCandidatoLinha | null>(null);
  const exclusao = useAcao(C.excluir, { sucesso: M.excluido, fallback: M.erroExcluir });

  function confirmarExclusao() {
    if (excluir) exclusao.mutate({ params: { id: excluir.ID } }, { onSuccess: () => setExcluir(null) });
  }

  function editar(t: TesteCandidatoLinha) {
    const modo = podeEditarTeste(t.CAN_EDIT);
    if (modo === 'form') setAberto({ tipo: 'teste', id: t.ID });
    if (modo === 'confiabilidade') setAberto({ tipo: 'conf', id: t.ID });
  }

  const colunas: ColunaLista<TesteCandidatoLinha>[] = [
    { id: 'teste', titulo: 'Teste', celula: (t) => t.DS_TESTE, ordenar: (t) => t.DS_TESTE },
    {
      id: 'data',
      titulo: 'Data',
      celula: (t) => isoParaBr(t.DT_TESTE),
      ordenar: (t) => t.DT_TESTE,
      largura: 110,
    },
    {
      id: 'nota',
      titulo: 'Nota',
      celula: (t) => (t.NR_NOTA === null ? '' : t.NR_NOTA.toLocaleString('pt-BR')),
      ordenar: (t) => t.NR_NOTA,
      largura: 80,
      alinhar: 'right',
    },
    {
      id: 'grau',
      titulo: 'Grau',
      celula: (t) => rotuloGrau(t.CD_GRAU_TESTE),
      ordenar: (t) => t.CD_GRAU_TESTE,
      largura: 140,
    },
    { id: 'resultado', titulo: 'Resultado', celula: (t) => t.DS_RESULTADO ?? '' },
    {
      id: 'laudo',
      titulo: 'Gera laudo',
      celula: (t) => (t.ID_GERA_LAUDO === 'S' ? 'Sim' : 'Não'),
      largura: 100,
    },
    { id: 'usuario', titulo: 'Aplicado por', celula: (t) => t.NM_USUARIO ?? '' },
  ];

  const d = disponiveis.data;
  const menu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Adicionar teste
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {d?.LS === 0 && <Menu.Item onClick={() => setAberto({ tipo: 'ls' })}>Learning Styles</Menu.Item>}
        {d?.LM === 0 && <Menu.Item onClick={() => setAberto({ tipo: 'lm' })}>Learning Means</Menu.Item>}
        {d?.CONF === 0 && (
          <Menu.Item onClick={() => setAberto({ tipo: 'conf', id: 0 })}>Confiabilidade</Menu.Item>
        )}
        <Menu.Item onClick={() => setAberto({ tipo: 'teste', id: null })}>Selecionar teste</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h4">
        Testes
      </Title>
      {disponiveis.isError && <Alert color="red">{M.erroDisponiveis}</Alert>}
      {testes.isError && <Alert color="red">{M.erroCarregarTestes}</Alert>}
      <TabelaLista<TesteCandidatoLinha>
        rotulo="Testes do candidato"
        colunas={colunas}
        linhas={testes.data}
        carregando={testes.isPending}
        chave={(t) => t.ID}
        filtro={{ rotulo: 'Filtrar testes' }}
        ferramentas={menu}
        vazio="Nenhum teste encontrado."
        ordenacaoInicial={{ id: 'data', desc: true }}
        propsLinha={(t) => ({ 'data-testid': `teste-${t.ID}` })}
        acoes={(t) => (
          <Group gap={4} wrap="nowrap">
            {(t.ID_ESPECIAL === 'LS' || t.ID_ESPECIAL === 'LM') && (
              <Tooltip label="Ver resultado">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Ver resultado do ${t.DS_TESTE}`}
                  onClick={() =>
                    setAberto({
                      tipo: 'resultado',
                      especial: t.ID_ESPECIAL as 'LS' | 'LM',
                      cdTeste: t.CD_TESTE,
                    })
                  }
                >
                  <IconChartRadar size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {podeEditarTeste(t.CAN_EDIT) && (
              <Tooltip label="Editar">
                <ActionIcon variant="subtle" aria-label={`Editar ${t.DS_TESTE}`} onClick={() => editar(t)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {t.CAN_DELETE === 'S' && (
              <Tooltip label="Excluir">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Excluir ${t.DS_TESTE}`}
                  onClick={() => setExcluir(t)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      <TesteModal
        cdPessoaCandidato={cd}
        idTeste={aberto?.tipo === 'teste' ? aberto.id : null}
        opened={aberto?.tipo === 'teste'}
        onClose={() => setAberto(null)}
      />
      {aberto?.tipo === 'conf' && (
        <ConfiabilidadeModal
          cdPessoaCandidato={cd}
          idAvaliacao={aberto.id}
          opened
          onClose={() => setAberto(null)}
        />
      )}
      <LearningStylesModal
        cdPessoaCandidato={cd}
        opened={aberto?.tipo === 'ls'}
        onClose={() => setAberto(null)}
      />
      <LearningMeansModal
        cdPessoaCandidato={cd}
        opened={aberto?.tipo === 'lm'}
        onClose={() => setAberto(null)}
      />
      <ResultadoLearningModal
        cdPessoaCandidato={cd}
        cdTeste={aberto?.tipo === 'resultado' ? aberto.cdTeste : null}
        titulo={
          aberto?.tipo === 'resultado' && aberto.especial === 'LM' ? 'Learning Means' : 'Learning Styles'
        }
        grafico={aberto?.tipo === 'resultado' && aberto.especial === 'LM' ? 'barras' : 'radar'}
        onClose={() => setAberto(null)}
      />
      <ConfirmDialog
        opened={excluir !== null}
        title="Excluir teste"
        message={M.confirmarExclusao}
        confirmLabel="Excluir"
        confirmColor="red"
        loading={exclusao.isPending}
        onConfirm={confirmarExclusao}
        onCancel={() => setExcluir(null)}
      />
    </Stack>
  );
}
