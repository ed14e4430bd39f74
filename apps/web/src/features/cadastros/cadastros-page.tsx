import {
  type CadastroLinha,
  MENSAGENS_CADASTROS as M,
  type RegistroCadastro,
  ROTULOS_CADASTROS,
  type TurnoCadastroLinha,
} from '@backoffice/domain/cadastros';
import { CONTRATOS_CADASTROS as C } from '@backoffice/domain/contratos/cadastros';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { ERRO_CADASTRO, useMotivosCancelamentoCadastro, useTurnosCadastro } from './api-cadastros';
import { CadastroFormModal } from './cadastro-form-modal';

type Linha = CadastroLinha | TurnoCadastroLinha;

const EXPLICACAO: Record<RegistroCadastro, string> = {
  turnos:
    'Os turnos que cada tipo de contratação oferece na vaga. Um turno desativado deixa de ser oferecido; as vagas que já o têm continuam mostrando o seu nome.',
  'motivos-cancelamento':
    'Os motivos oferecidos ao cancelar uma vaga. Um motivo desativado deixa de ser oferecido; as vagas canceladas com ele continuam mostrando o seu nome.',
};

/** One register: its entries with situation and use; create, edit, (de)activate, delete when unused. */
function CadastroPage({
  registro,
  linhas,
  carregando,
  erro,
}: {
  registro: RegistroCadastro;
  linhas: readonly Linha[] | undefined;
  carregando: boolean;
  erro: boolean;
}) {
  const turnos = registro === 'turnos';
  const [novo, setNovo] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  const [excluir, setExcluir] = useState<Linha | null>(null);
  const alterarTurno = useAcao(C.alterarTurno, { sucesso: (r) => r.message });
  const alterarMotivo = useAcao(C.alterarMotivoCancelamento, { sucesso: (r) => r.message });
  const excluirTurno = useAcao(C.excluirTurno, { sucesso: (r) => r.message });
  const excluirMotivo = useAcao(C.excluirMotivoCancelamento, { sucesso: (r) => r.message });
  const lista = linhas ?? [];
  const editado = lista.find((l) => l.cd === aberto);

  const alternarAtivo = (l: Linha) => {
    const id_ativo = l.id_ativo === 'S' ? 'N' : 'S';
    if ('cd_tipo_contratacao' in l)
      alterarTurno.mutate({
        params: { cd: l.cd },
        corpo: { nome: l.nome, cd_tipo_contratacao: l.cd_tipo_contratacao, id_ativo },
      });
    else alterarMotivo.mutate({ params: { cd: l.cd }, corpo: { nome: l.nome, id_ativo } });
  };
  const confirmarExclusao = async () => {
    if (!excluir) return;
    try {
      if (turnos) await excluirTurno.mutateAsync({ params: { cd: excluir.cd } });
      else await excluirMotivo.mutateAsync({ params: { cd: excluir.cd } });
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
          {ROTULOS_CADASTROS[registro]}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
          Novo
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {EXPLICACAO[registro]} Só um registro sem uso pode ser excluído.
      </Text>
      {erro && <Alert color="red">{ERRO_CADASTRO}</Alert>}
      <TabelaLista
        rotulo={ROTULOS_CADASTROS[registro]}
        colunas={colunas}
        linhas={linhas}
        carregando={carregando}
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
                indisponivel: l.nr_em_uso > 0 && M.emUso(l.nr_em_uso),
              },
            ]}
          />
        )}
        vazio="Nenhum registro. Crie o primeiro em Novo."
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
        loading={excluirTurno.isPending || excluirMotivo.isPending}
        onConfirm={() => void confirmarExclusao()}
        onCancel={() => setExcluir(null)}
      />
    </Stack>
  );
}

/** Cadastros › Turnos (code 302). */
export function CadastroTurnosPage() {
  const q = useTurnosCadastro();
  return <CadastroPage registro="turnos" linhas={q.data} carregando={q.isPending} erro={q.isError} />;
}

/** Cadastros › Motivos de cancelamento de vaga (code 59). */
export function CadastroMotivosCancelamentoPage() {
  const q = useMotivosCancelamentoCadastro();
  return (
    <CadastroPage registro="motivos-cancelamento" linhas={q.data} carregando={q.isPending} erro={q.isError} />
  );
}
