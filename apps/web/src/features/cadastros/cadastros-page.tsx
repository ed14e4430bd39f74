import {
  CADASTROS,
  type CadastroLinha,
  MENSAGENS_CADASTROS as M,
  type RegistroCadastro,
  type TurnoCadastroLinha,
} from '@backoffice/domain/cadastros';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { ERRO_CADASTRO, useCadastro } from './api-cadastros';
import { CadastroFormModal } from './cadastro-form-modal';

type Linha = CadastroLinha | TurnoCadastroLinha;

/** One register: its entries with situation and use; create, edit, (de)activate, delete when unused. */
export function CadastroPage({ registro }: { registro: RegistroCadastro }) {
  const def = CADASTROS[registro];
  const q = useCadastro(registro);
  const linhas: readonly Linha[] | undefined = q.data;
  const turnos = registro === 'turnos';
  const [novo, setNovo] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  const [excluir, setExcluir] = useState<Linha | null>(null);
  const alterar = useAcao(C[registro].alterar, { sucesso: (r) => r.message });
  const excluirAcao = useAcao(C[registro].excluir, { sucesso: (r) => r.message });
  const lista = linhas ?? [];
  const editado = lista.find((l) => l.cd === aberto);

  const alternarAtivo = (l: Linha) => {
    const id_ativo = l.id_ativo === 'S' ? 'N' : 'S';
    const tipo = 'cd_tipo_contratacao' in l ? { cd_tipo_contratacao: l.cd_tipo_contratacao } : {};
    alterar.mutate({ params: { cd: l.cd }, corpo: { nome: l.nome, id_ativo, ...tipo } });
  };
  const confirmarExclusao = async () => {
    if (!excluir) return;
    try {
      await excluirAcao.mutateAsync({ params: { cd: excluir.cd } });
    } catch {
      // the toast said why (the entry came into use meanwhile)
    } finally {
      setExcluir(null);
    }
  };

  const colunas: ColunaLista<Linha>[] = [
    { id: 'nome', titulo: 'Nome', celula: (l) => l.nome, ordenar: (l) => l.nome },
    ...(turnos
      ? [
          {
            id: 'tipo',
            titulo: 'Tipo de contratação',
            celula: (l: Linha) => ('nm_tipo_contratacao' in l ? l.nm_tipo_contratacao : ''),
            ordenar: (l: Linha) => ('nm_tipo_contratacao' in l ? l.nm_tipo_contratacao : ''),
          },
        ]
      : []),
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) =>
        l.id_ativo === 'S' ? (
          <Badge color="green" variant="light">
            Ativo
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Inativo
          </Badge>
        ),
      ordenar: (l) => l.id_ativo,
    },
    {
      id: 'uso',
      titulo: 'Em uso',
      celula: (l) => l.nr_em_uso,
      ordenar: (l) => l.nr_em_uso,
      alinhar: 'right',
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {def.rotulo}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
          {def.novo}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {def.explicacao} Só um registro sem uso pode ser excluído.
      </Text>
      {q.isError && <Alert color="red">{ERRO_CADASTRO}</Alert>}
      <TabelaLista
        rotulo={def.rotulo}
        colunas={colunas}
        linhas={linhas}
        carregando={q.isPending}
        chave={(l) => l.cd}
        paginacao={false}
        filtro
        acoes={(l) => (
          <AcoesDaLinha
            rotulo={`Ações de ${l.nome}`}
            acoes={[
              {
                rotulo: 'Editar',
                icone: <IconEdit size={16} aria-hidden />,
                aoClicar: () => setAberto(l.cd),
              },
              l.id_ativo === 'S'
                ? {
                    rotulo: 'Desativar',
                    icone: <IconPlayerPause size={16} aria-hidden />,
                    aoClicar: () => alternarAtivo(l),
                  }
                : {
                    rotulo: 'Reativar',
                    icone: <IconPlayerPlay size={16} aria-hidden />,
                    aoClicar: () => alternarAtivo(l),
                  },
              {
                rotulo: 'Excluir',
                icone: <IconTrash size={16} aria-hidden />,
                cor: 'red',
                aoClicar: () => setExcluir(l),
                indisponivel: l.nr_em_uso > 0 && M.emUso(l.nr_em_uso, def.uso),
              },
            ]}
          />
        )}
        vazio={`Nenhum registro. Crie o primeiro em ${def.novo}.`}
      />
      <CadastroFormModal registro={registro} opened={novo} onClose={() => setNovo(false)} linhas={lista} />
      <CadastroFormModal
        registro={registro}
        opened={editado !== undefined}
        onClose={() => setAberto(null)}
        linha={editado}
        linhas={lista}
      />
      <ConfirmDialog
        opened={excluir !== null}
        title="Excluir registro"
        message={`Excluir "${excluir?.nome ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        confirmColor="red"
        loading={excluirAcao.isPending}
        onConfirm={() => void confirmarExclusao()}
        onCancel={() => setExcluir(null)}
      />
    </Stack>
  );
}

/** Cadastros › Turnos (code 302). */
export function CadastroTurnosPage() {
  return <CadastroPage registro="turnos" />;
}

/** Cadastros › Motivos de cancelamento de vaga (code 59). */
export function CadastroMotivosCancelamentoPage() {
  return <CadastroPage registro="motivos-cancelamento" />;
}

/** Cadastros › Motivos de reprovação (code 90). */
export function CadastroMotivosReprovacaoPage() {
  return <CadastroPage registro="motivos-reprovacao" />;
}

/** Cadastros › Motivos de desistência (code 91). */
export function CadastroMotivosDesistenciaPage() {
  return <CadastroPage registro="motivos-desistencia" />;
}

/** Cadastros › Áreas (code 92). */
export function CadastroAreasPage() {
  return <CadastroPage registro="areas" />;
}
