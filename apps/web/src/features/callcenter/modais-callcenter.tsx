import type { ConversaCallcenterLinha } from '@backoffice/domain/callcenter';
import { AgendamentoModal } from '../../components/agendamento/agendamento-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { ConversaModal, type Modal } from './aba-chat';
import type { useAcoesCallcenter } from './api-callcenter';
import { EncerrarModal } from './encerrar-modal';

/**
 * The dialogs of the call center's actions: take a conversation, relate it to its vacancy, end it,
 * schedule the candidate and read a finished conversation.
 */
export function ModaisCallcenter({
  modal,
  acoes,
  userSip,
  nomeUsuario,
  fechar,
  abrirChat,
  fecharChat,
}: {
  modal: Modal | null;
  acoes: ReturnType<typeof useAcoesCallcenter>;
  userSip: number;
  nomeUsuario: string;
  fechar: () => void;
  abrirChat: (id: number) => void;
  fecharChat: (id: number) => void;
}) {
  const linhaDe = (tipo: Modal['tipo']): ConversaCallcenterLinha | null =>
    modal?.tipo === tipo ? modal.l : null;
  return (
    <>
      <ConfirmDialog
        opened={modal?.tipo === 'iniciar'}
        title="Iniciar Atendimento"
        message={`Iniciar o atendimento de ${modal?.l.NM_CANDIDATO ?? ''}? A conversa passa a ser sua e o chatbot deixa de responder ao candidato.`}
        confirmLabel="Iniciar Atendimento"
        loading={acoes.iniciar.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('iniciar');
          if (!l || l.CD_EMPRESA === null) return;
          acoes.iniciar.mutate(
            {
              params: { conversa: l.ID_CHATBOT_CONVERSA, user: userSip, unit: l.CD_EMPRESA },
              corpo: { nm_analista: nomeUsuario },
            },
            { onSuccess: () => abrirChat(l.ID_CHATBOT_CONVERSA), onSettled: fechar },
          );
        }}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'relacionar'}
        title="Relacionar a vaga"
        message={`Relacionar ${modal?.l.NM_CANDIDATO ?? ''} à vaga ${modal?.l.NR_VAGA ?? ''}?`}
        confirmLabel="Relacionar"
        loading={acoes.relacionar.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('relacionar');
          if (!l?.NR_VAGA) return;
          acoes.relacionar.mutate(
            {
              corpo: {
                nr_vaga: l.NR_VAGA,
                cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
                cd_estagio_vaga: 3,
                cd_origem_relacionamento: 99,
              },
            },
            { onSettled: fechar },
          );
        }}
      />
      <EncerrarModal
        linha={linhaDe('encerrar')}
        onClose={fechar}
        onEncerrar={async (escolha) => {
          const l = linhaDe('encerrar');
          if (!l || l.CD_PESSOA_ANALISTA_ATENDIMENTO === null) return;
          await acoes.encerrar.mutateAsync({
            corpo: {
              id_chatbot_conversa: l.ID_CHATBOT_CONVERSA,
              cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
              cd_pessoa_analista_atendimento: l.CD_PESSOA_ANALISTA_ATENDIMENTO,
              ...escolha,
            },
          });
          fecharChat(l.ID_CHATBOT_CONVERSA);
          fechar();
        }}
      />
      {modal?.tipo === 'agendar' ? (
        <AgendamentoModal
          opened
          cdPessoa={modal.l.CD_PESSOA_CANDIDATO}
          nome={modal.l.NM_CANDIDATO}
          nrVaga={modal.l.NR_VAGA}
          cdPessoaCliente={modal.l.CD_PESSOA_CLIENTE_VAGA}
          cdPessoaAnalista={modal.l.CD_PESSOA_ANALISTA}
          fixos={{ analista: modal.l.NOME_ANALISTA, cliente: modal.l.NM_PESSOA_CLIENTE }}
          onClose={fechar}
          onSalvo={fechar}
        />
      ) : null}
      <ConversaModal l={linhaDe('conversa')} onClose={fechar} />
    </>
  );
}
